import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, stubApi } from '../../../testing/render-routes';
import { media, trainerSummary } from '../../trainers/testing/trainer-fixtures';
import { Component as AboutPage } from './about-page';

const photo = (n: number) =>
  media(n, 'image', {
    url: `/media/gallery/photo-${n}.jpg`,
    thumbnail: `/media/gallery/photo-${n}-thumb.jpg`,
    title: `Gym photo ${n}`,
    width: 1600,
    height: 1200,
  });

afterEach(() => vi.unstubAllGlobals());

describe('/about catalogue sections', () => {
  it('shows the trainers and a gallery whose pictures open in a lightbox', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = stubApi({
      'GET /offers': () => ({ body: { status: 'success', offers: [] } }),
      'GET /user/trainers': () => ({
        body: {
          status: 'success',
          trainers: [
            trainerSummary(1, {
              _id: 't1',
              slug: 'asha-gurung',
              name: 'Asha Gurung',
              profile_pic: null,
              designation: null,
              training_category: { _id: 'c', name: 'Powerlifting' },
              is_verified: true,
            }),
          ],
        },
      }),
      'GET /multimedias/app': () => ({ body: { status: 'success', media: [photo(1), photo(2)] } }),
    });
    renderRoutes([{ path: '/about', Component: AboutPage }], ['/about']);

    // Role queries are slow on this long page: find each section by its heading, then look inside it.
    const trainers = (await screen.findByText('Our Trainers', { selector: 'h2' })).closest('section')!;
    expect((await within(trainers).findByText('Asha Gurung')).closest('a')).toHaveAttribute(
      'href',
      '/trainer/asha-gurung/profile',
    );

    const gallery = (await screen.findByText('Gallery', { selector: 'h2' })).closest('section')!;
    expect(within(gallery).getByRole('img', { name: 'Gym photo 1' })).toHaveAttribute(
      'src',
      '/media/gallery/photo-1-thumb.jpg',
    );
    expect(callsTo(fetchMock, 'GET /multimedias/app')[0].query.get('kind')).toBe('image');

    await user.click(within(gallery).getByRole('button', { name: 'Open image: Gym photo 2' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('img[src="/media/gallery/photo-2.jpg"]')).not.toBeNull());
  });

  it('leaves the sections out when there are no trainers or pictures', async () => {
    stubApi({
      'GET /offers': () => ({ body: { status: 'success', offers: [] } }),
      'GET /user/trainers': () => ({ body: { status: 'success', trainers: [] } }),
      'GET /multimedias/app': () => ({ body: { status: 'success', media: [] } }),
    });
    renderRoutes([{ path: '/about', Component: AboutPage }], ['/about']);
    expect(screen.getByRole('heading', { level: 1, name: 'About OxStrength' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Our Trainers' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
  });
});
