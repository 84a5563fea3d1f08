import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, stubApi } from '../../../testing/render-routes';
import {
  basicProfile,
  coachingAchievement,
  media,
  personalAchievement,
  testimonial,
  trainerProfile,
} from '../testing/trainer-fixtures';
import type { TrainerPublicProfile as TrainerProfile } from '@oxstrength/shared/contracts/users';
import { Component as AboutTab } from './trainer-about-tab';
import { Component as ImagesTab } from './trainer-images-tab';
import { Component as PackagesTab } from './trainer-packages-tab';
import { Component as ProfileLayout } from './trainer-profile-layout';
import { Component as ReviewsTab } from './trainer-reviews-tab';
import { Component as VideosTab } from './trainer-videos-tab';

const ok = (body: Record<string, unknown>) => () => ({ body: { status: 'success', ...body } });

type Handlers = Parameters<typeof stubApi>[0];

function renderProfile(
  path: string,
  {
    trainer = trainerProfile(),
    handlers = {},
  }: { trainer?: TrainerProfile | null; handlers?: Handlers } = {},
) {
  const fetchMock = stubApi({
    'GET /user/profile/asha-gurung': () =>
      trainer
        ? { body: { status: 'success', user: trainer } }
        : { status: 404, body: { status: 'error', message: 'User not found' } },
    'GET /trainer/achievements/personal/t1': ok({ achievements: [] }),
    'GET /trainer/achievements/coaching/t1': ok({ achievements: [] }),
    'GET /multimedias/trainer/t1': ok({ media: [] }),
    'GET /templates': ok({ templates: [], currentPage: 1, totalPage: 0, totalDocuments: 0 }),
    'GET /trainer/reviews/t1': ok({ reviews: [] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      {
        path: '/trainer/:slug/profile',
        Component: ProfileLayout,
        children: [
          { index: true, Component: AboutTab },
          { path: 'videos', Component: VideosTab },
          { path: 'packages', Component: PackagesTab },
          { path: 'images', Component: ImagesTab },
          { path: 'reviews', Component: ReviewsTab },
        ],
      },
    ],
    [path],
  );
  return { fetchMock, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('trainer profile', () => {
  it('shows the header and the About tab, with "No achievements available." when there are none', async () => {
    renderProfile('/trainer/asha-gurung/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Gurung' })).toBeInTheDocument();
    expect(document.title).toBe('Asha Gurung | OxStrength');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Head Powerlifting Coach')).toBeInTheDocument();
    expect(screen.getByText('Powerlifting')).toBeInTheDocument();
    expect(screen.getByText('Baneshwor, Kathmandu, Nepal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asha Gurung on Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/asha',
    );
    expect(screen.getByRole('link', { name: 'Asha Gurung on Instagram' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Asha Gurung on Twitter' })).not.toBeInTheDocument();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'About Trainer',
      'Training Videos',
      'Packages',
      'Images',
      'Reviews/Testimonials',
    ]);
    expect(screen.getByRole('tab', { name: 'About Trainer' })).toHaveAttribute('aria-selected', 'true');

    expect(screen.getByRole('heading', { name: 'Background' })).toBeInTheDocument();
    expect(screen.getByText('Ten years of coaching lifters in Kathmandu.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No achievements available.')).toHaveLength(2));
  });

  it('shows personal achievements as a timeline and coaching achievements as cards', async () => {
    renderProfile('/trainer/asha-gurung/profile', {
      handlers: {
        'GET /trainer/achievements/personal/t1': ok({
          achievements: [
            personalAchievement({
              _id: 'p1',
              achievement: 'National Champion',
              year: 2022,
              venue: 'Pokhara',
              sub_achievements: ['Best Deadlift'],
            }),
          ],
        }),
        'GET /trainer/achievements/coaching/t1': ok({
          achievements: [
            coachingAchievement({
              _id: 'c1',
              name: 'Bikash Rai',
              profile_pic: null,
              designation: 'Lifter',
              achievements: ['Gold at Nationals'],
            }),
          ],
        }),
      },
    });
    expect(await screen.findByText('National Champion')).toBeInTheDocument();
    expect(screen.getByText('2022 · Pokhara')).toBeInTheDocument();
    expect(screen.getByText('Best Deadlift')).toBeInTheDocument();
    expect(await screen.findByText('Bikash Rai')).toBeInTheDocument();
    expect(screen.getByText('Gold at Nationals')).toBeInTheDocument();
    expect(screen.queryByText('No achievements available.')).not.toBeInTheDocument();
  });

  it('moves between tabs by URL and shows each empty state', async () => {
    const user = userEvent.setup(fastUser);
    const { router, fetchMock } = renderProfile('/trainer/asha-gurung/profile');
    await screen.findByRole('heading', { level: 1, name: 'Asha Gurung' });

    await user.click(screen.getByRole('tab', { name: 'Training Videos' }));
    expect(
      await screen.findByText('No Videos found from trainer. Please check back again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trainer/asha-gurung/profile/videos');
    expect(screen.getByRole('tab', { name: 'Training Videos' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    expect(
      await screen.findByText('No packages from trainer. Explore and find the best training templates.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Templates' })).toHaveAttribute('href', '/template');
    const [templatesCall] = callsTo(fetchMock, 'GET /templates');
    expect(templatesCall.query.get('trainer')).toBe('t1');
    expect(templatesCall.query.get('resultsPerPage')).toBe('100');

    await user.click(screen.getByRole('tab', { name: 'Images' }));
    expect(
      await screen.findByText('No Images found from trainer. Please check back again.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /multimedias/trainer/t1').map((c) => c.query.get('kind'))).toEqual(
      expect.arrayContaining(['video', 'image']),
    );

    await user.click(screen.getByRole('tab', { name: 'Reviews/Testimonials' }));
    expect(await screen.findByText('No reviews available')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trainer/asha-gurung/profile/reviews');

    await user.click(screen.getByRole('tab', { name: 'About Trainer' }));
    expect(await screen.findByRole('heading', { name: 'Background' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trainer/asha-gurung/profile');
  }, 40_000);

  it('shows the images as lazy thumbnails that open a lightbox', async () => {
    renderProfile('/trainer/asha-gurung/profile/images', {
      handlers: {
        'GET /multimedias/trainer/t1': ({ query }) => ({
          body: {
            status: 'success',
            media:
              query.get('kind') === 'image' ? [media(1, 'image'), media(2, 'image')] : [media(3, 'video')],
          },
        }),
      },
    });
    const thumb = await screen.findByRole('img', { name: 'Photo 1' });
    expect(thumb).toHaveAttribute('loading', 'lazy');
    await userEvent.setup(fastUser).click(screen.getByRole('button', { name: 'Open image: Photo 2' }));
    // The lightbox opens at the chosen picture.
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog.querySelector('img[src="/images/catalogue/media/image-2.jpg"]')).not.toBeNull(),
    );
  });

  it('shows the videos with controls, no preloading and a poster', async () => {
    const { fetchMock } = renderProfile('/trainer/asha-gurung/profile/videos', {
      handlers: { 'GET /multimedias/trainer/t1': ok({ media: [media(3, 'video'), media(4, 'video')] }) },
    });
    expect(await screen.findByText('Video 3')).toBeInTheDocument();
    expect(screen.getByText('Video 4')).toBeInTheDocument();
    const videos = document.querySelectorAll('video');
    expect(videos).toHaveLength(2);
    const [video] = videos;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/videos/catalogue/video-3.webp');
    expect(video).toHaveAttribute('width', '640');
    expect(video).toHaveAttribute('height', '360');
    expect(video).toHaveAccessibleName('Video 3');
    expect(video.querySelector('source')).toHaveAttribute('src', '/videos/catalogue/video-3.webm');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/webm');
    expect(callsTo(fetchMock, 'GET /multimedias/trainer/t1')[0].query.get('kind')).toBe('video');
  });

  it("says the trainer is not found for a client's profile (no id or role in it)", async () => {
    renderProfile('/trainer/asha-gurung/profile', {
      handlers: {
        'GET /user/profile/asha-gurung': ok({
          user: basicProfile({
            name: 'Asha Gurung',
            slug: 'asha-gurung',
            profile_pic: null,
            about: null,
            designation: null,
          }),
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainer not found' })).toBeInTheDocument();
  });

  it('says the trainer is not found for an unknown slug', async () => {
    renderProfile('/trainer/asha-gurung/profile', { trainer: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Trainers/ })).toHaveAttribute('href', '/trainers');
  });
});

describe('trainer reviews masonry', () => {
  // jsdom does no layout: make every element report more content than 8 lines hold, so reviews overflow.
  const heights = {
    scroll: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
    client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 400 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 190 });
  });
  afterAll(() => {
    if (heights.scroll) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', heights.scroll);
    if (heights.client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', heights.client);
  });

  it('lists testimonials with picture, name and designation, and clamps a long review with Read More / Show Less', async () => {
    const user = userEvent.setup(fastUser);
    renderProfile('/trainer/asha-gurung/profile/reviews', {
      handlers: {
        'GET /trainer/reviews/t1': ok({
          reviews: [testimonial(1, 'A very long review. '.repeat(40).trim()), testimonial(2)],
        }),
      },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Client 1')).toBeInTheDocument();
    expect(within(items[0]).getByText('Lifter 1')).toBeInTheDocument();

    const review = within(items[0]).getByText(/A very long review/);
    expect(review).toHaveAttribute('data-line-clamp', 'true');
    const toggle = within(items[0]).getByRole('button', { name: 'Read More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(within(items[0]).getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(review).not.toHaveAttribute('data-line-clamp');

    await user.click(within(items[0]).getByRole('button', { name: 'Show Less' }));
    expect(within(items[0]).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    expect(review).toHaveAttribute('data-line-clamp', 'true');
  });
});
