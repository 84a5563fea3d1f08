import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../testing/render-routes';
import { Component as NotFoundPage } from './not-found-page';

afterEach(() => vi.unstubAllGlobals());

describe('not-found page', () => {
  it('shows the spec texts and a way home', async () => {
    stubApi({});
    renderRoutes([{ path: '*', Component: NotFoundPage }], ['/no/such/page']);
    // The illustration (an inline SVG) also says 404; it is decorative.
    expect(await screen.findByText('404', { ignore: 'svg *' })).toBeInTheDocument();
    expect(document.querySelector('svg[aria-hidden]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Oh No ! Page Not Found !' })).toBeInTheDocument();
    expect(
      screen.getByText(/app is up and running, but the link you followed cannot be found/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Please check the link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to HomePage' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found | OxStrength');
  });
});
