import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderRoutes, stubApi } from '../../../testing/render-routes';
import { media } from '../../trainers/testing/trainer-fixtures';
import { Component as VideosPage } from './videos-page';

afterEach(() => vi.unstubAllGlobals());

const video = (slug: string, title: string) =>
  media(0, 'video', {
    _id: slug,
    url: `/videos/catalogue/${slug}.webm`,
    thumbnail: `/videos/catalogue/${slug}.webp`,
    title,
    width: 640,
    height: 360,
  });

describe('/videos', () => {
  it("plays the app's training videos: a titled player each, poster only until played", async () => {
    const fetchMock = stubApi({
      'GET /multimedias/app': () => ({
        body: {
          status: 'success',
          media: [video('goblet-squat', 'Goblet squat'), video('push-up', 'Push-up')],
        },
      }),
    });
    renderRoutes([{ path: '/videos', Component: VideosPage }], ['/videos']);
    expect(screen.getByRole('heading', { level: 1, name: 'Training Videos' })).toBeInTheDocument();
    expect(await screen.findByText('Goblet squat')).toBeInTheDocument();
    expect(screen.getByText('Push-up')).toBeInTheDocument();
    const players = [...document.querySelectorAll('video')];
    expect(players.map((v) => v.getAttribute('aria-label'))).toEqual(['Goblet squat', 'Push-up']);
    const [squat] = players;
    expect(squat).toHaveAttribute('controls');
    expect(squat).toHaveAttribute('preload', 'none');
    expect(squat).toHaveAttribute('poster', '/videos/catalogue/goblet-squat.webp');
    expect(squat).toHaveAttribute('width', '640');
    expect(squat).toHaveAttribute('height', '360');
    expect(squat.querySelector('source')).toHaveAttribute('src', '/videos/catalogue/goblet-squat.webm');
    expect(squat.querySelector('source')).toHaveAttribute('type', 'video/webm');
    expect(screen.queryByText('No videos available yet. Please check back again.')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /multimedias/app')[0].query.get('kind')).toBe('video');
  });

  it('says there are no videos yet when the list is empty', async () => {
    stubApi({ 'GET /multimedias/app': () => ({ body: { status: 'success', media: [] } }) });
    renderRoutes([{ path: '/videos', Component: VideosPage }], ['/videos']);
    expect(await screen.findByText('No videos available yet. Please check back again.')).toBeInTheDocument();
  });
});
