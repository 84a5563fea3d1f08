import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, signInAs, stubApi } from '../../../testing/render-routes';
import { coachingGiftFixture, giftsReplyOf } from '../testing/gift-fixtures';
import { Component as GiftsPage } from './gifts-page';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const empty = () => ({ body: giftsReplyOf([]) });

function renderPage(url: string, handlers: Parameters<typeof stubApi>[0]) {
  signInAs();
  const fetchMock = stubApi({
    'GET /received/gift/templates': empty,
    'GET /received/gift/coachings': empty,
    'GET /received/gift/consultations': empty,
    'GET /gifted/templates': empty,
    'GET /gifted/coachings': empty,
    'GET /gifted/consultations': empty,
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/gifts', Component: GiftsPage }], [url]);
  return fetchMock;
}

describe('My Gifts', { timeout: 20_000 }, () => {
  it('shows the empty received and gifted tabs with their link', async () => {
    const user = userEvent.setup(fastUser);
    renderPage('/dashboard/gifts', {});
    expect(await screen.findByText('You have not received any gifts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Training Templates' })).toHaveAttribute(
      'href',
      '/template',
    );
    await user.click(screen.getByRole('tab', { name: 'Gifted' }));
    expect(
      await screen.findByText('You do not have any sent gifts. Gift someone today.'),
    ).toBeInTheDocument();
  });

  it('claims a received gift: "Gift claimed successfully", then the list reloads with Claimed (disabled)', async () => {
    const user = userEvent.setup(fastUser);
    let gift = coachingGiftFixture();
    const fetchMock = renderPage('/dashboard/gifts', {
      'GET /received/gift/coachings': () => ({ body: giftsReplyOf([gift]) }),
      [`PATCH /claim/gift/coaching/${gift._id}`]: () => {
        gift = coachingGiftFixture({ status: 'Claimed', claimed_at: '2026-11-25T10:00:00.000Z' });
        return {
          body: {
            status: 'success',
            message: 'Gift claimed successfully',
            gift,
            subscription: { _id: 'sub-1' },
          },
        };
      },
    });
    const section = await screen.findByRole('region', { name: 'Coachings' });
    const card = within(section).getByRole('article', { name: 'Powerlifting Peak Coaching' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    // No cover: the fallback image.
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/gift-fallback.svg');
    expect(screen.queryByRole('region', { name: 'Templates' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Claim Now: Powerlifting Peak Coaching' }));
    expect(await screen.findByText('Gift claimed successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH /claim/gift/coaching/${gift._id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Coachings' })).getByRole('button', { name: 'Claimed' }),
      ).toBeDisabled(),
    );
  });

  it("shows a failed claim's server message", async () => {
    const user = userEvent.setup(fastUser);
    const gift = coachingGiftFixture();
    renderPage('/dashboard/gifts', {
      'GET /received/gift/coachings': () => ({ body: giftsReplyOf([gift]) }),
      [`PATCH /claim/gift/coaching/${gift._id}`]: () => ({
        status: 409,
        body: { status: 'error', message: 'This gift has already been claimed' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Claim Now: Powerlifting Peak Coaching' }));
    expect(await screen.findByText('This gift has already been claimed')).toBeInTheDocument();
  });

  it('the gifted tab shows the status and RECEIVER: {email}, with no claim button', async () => {
    const user = userEvent.setup(fastUser);
    renderPage('/dashboard/gifts?tab=gifted', {
      'GET /gifted/coachings': () => ({ body: giftsReplyOf([coachingGiftFixture({ status: 'Claimed' })]) }),
    });
    const card = await screen.findByRole('article', { name: 'Powerlifting Peak Coaching' });
    expect(within(card).getByText('Claimed')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await user.hover(card);
    expect(await screen.findByText('RECEIVER: bina.rai@example.com')).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    renderPage('/dashboard/gifts', {});
    expect(screen.getByLabelText('Loading gifts')).toBeInTheDocument();
    await screen.findByText('You have not received any gifts');
  });
});
