import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderRoutes, signInAs, stubApi } from '../../../testing/render-routes';
import { profileUserFixture } from '../testing/profile-fixtures';
import { AvatarUpload } from './avatar-upload';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const user = profileUserFixture({ profile_pic: null });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

function renderUpload(post: Parameters<typeof stubApi>[0][string]) {
  signInAs(user);
  const fetchMock = stubApi({ 'POST /uploads/avatar': post });
  renderRoutes([{ path: '/', Component: () => <AvatarUpload user={user} /> }], ['/']);
  return fetchMock;
}

describe('AvatarUpload', { timeout: 20_000 }, () => {
  it('sends the chosen file as multipart and says "Profile Updated"', async () => {
    const u = userEvent.setup(fastUser);
    const fetchMock = renderUpload(() => ({
      status: 201,
      body: {
        status: 'success',
        message: 'Profile Updated',
        url: '/api/v1/files/images/sita/1764115200000-0a1b2c3d.webp',
        user: { ...user, profile_pic: '/api/v1/files/images/sita/1764115200000-0a1b2c3d.webp' },
      },
    }));
    await u.upload(document.querySelector('input[type="file"]') as HTMLInputElement, png());
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect((init?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('says "Image upload failed", stops the spinner and shows the reason', async () => {
    const u = userEvent.setup(fastUser);
    renderUpload(() => ({
      status: 415,
      body: { status: 'error', message: 'Only JPEG, PNG or WebP images can be uploaded' },
    }));
    await u.upload(document.querySelector('input[type="file"]') as HTMLInputElement, png());
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    expect(screen.getByText('Only JPEG, PNG or WebP images can be uploaded')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByLabelText('Uploading picture')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeEnabled();
  });
});
