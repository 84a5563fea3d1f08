import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderRoutes, stubApi } from '../../auth/testing/render-routes';
import { Component as VideosPage } from './videos-page';

afterEach(() => vi.unstubAllGlobals());

const video = {
  _id: 'v1',
  kind: 'video',
  url: '/media/videos/squat.mp4',
  thumbnail: '/media/videos/squat.jpg',
  title: 'How to squat',
  width: 1280,
  height: 720,
};

describe('/videos', () => {
  it("plays the app's training videos", async () => {
    const fetchMock = stubApi({
      'GET /multimedias/app': () => ({ body: { status: 'success', media: [video] } }),
    });
    renderRoutes([{ path: '/videos', Component: VideosPage }], ['/videos']);
    expect(screen.getByRole('heading', { level: 1, name: 'Training Videos' })).toBeInTheDocument();
    expect(await screen.findByText('How to squat')).toBeInTheDocument();
    expect(document.querySelector('video source')).toHaveAttribute('src', '/media/videos/squat.mp4');
    expect(callsTo(fetchMock, 'GET /multimedias/app')[0].query.get('kind')).toBe('video');
  });

  it('says there are no videos yet when the list is empty', async () => {
    stubApi({ 'GET /multimedias/app': () => ({ body: { status: 'success', media: [] } }) });
    renderRoutes([{ path: '/videos', Component: VideosPage }], ['/videos']);
    expect(await screen.findByText('No videos available yet. Please check back again.')).toBeInTheDocument();
  });
});
