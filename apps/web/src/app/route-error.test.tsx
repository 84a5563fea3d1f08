import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../testing/render-routes';
import { isChunkLoadError, RouteError } from './route-error';

beforeEach(() => {
  // React and the router log the caught errors; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('route error page', () => {
  it('shows the generic message and a way home when a page throws', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const routes: RouteObject[] = [{ path: '/', Component: Broken, errorElement: <RouteError /> }];
    renderRoutes(routes, ['/']);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to HomePage' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/new version/)).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('offers a reload when a page module fails to download after a deploy', async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-1a2b.js')),
      },
    ];
    renderRoutes(routes, ['/']);
    expect(await screen.findByText(/A new version of OxStrength is available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('recognises the browsers’ chunk-load messages', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
