import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInAs, stubApi, testUser } from '../../auth/testing/render-routes';
import { Component as DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

describe('dashboard page', () => {
  it("shows the signed-in user's profile card with a Logout button", async () => {
    signInAs({ ...testUser, about: null });
    stubApi({ 'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }) });
    renderRoutes([{ path: '/dashboard', Component: DashboardPage }], ['/dashboard']);
    const card = await screen.findByRole('region', { name: 'Sita Sharma' });
    expect(within(card).getByText('sita@example.com')).toBeInTheDocument();
    expect(within(card).getByText('9841234567')).toBeInTheDocument();
    expect(within(card).getByText('No bio yet')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | OxStrength');
  });
});
