import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nepalToday } from '@oxstrength/shared/nepal-time';
import type { RouteObject } from 'react-router';
import { contactInformationReply } from '@oxstrength/shared/contracts/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderRoutes, renderSignedIn, stubApi } from '../testing/render-routes';
import { RootLayout } from './root-layout';

const routes: RouteObject[] = [
  { element: <RootLayout />, children: [{ path: '/', Component: () => <h1>Home page</h1> }] },
];
const contact = contactInformationReply.parse({
  status: 'success',
  contact_information: {
    email: 'support@oxstrength.com.np',
    contact_num: '+977 9800000000',
    address: 'Online',
    open_hours: '24 hours',
    social: { facebook: 'https://facebook.com/oxstrength', instagram: 'https://instagram.com/oxstrength' },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('app shell', () => {
  it('signed out: LOGIN in the top bar, Sign In and Register in the menu', async () => {
    stubApi({ 'GET /contact/information': () => ({ body: contact }) });
    renderRoutes(routes, ['/']);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'OxStrength home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    for (const [name, href] of [
      ['Templates', '/template'],
      ['Coaching', '/coaching'],
      ['Ox Shop', '/shop'],
      ['Discussions', '/forum'],
    ])
      expect(within(header).getByRole('link', { name })).toHaveAttribute('href', href);

    await userEvent.setup(fastUser).click(within(header).getByRole('button', { name: 'MENU' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(menu).getByRole('link', { name: 'Consultation' })).toHaveAttribute('href', '/consultation');
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(menu).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it("signed in: the user's name links to the dashboard, and the menu offers Logout", async () => {
    renderSignedIn(routes, '/', {
      'GET /contact/information': () => ({ body: contact }),
    });
    const header = await screen.findByRole('banner');
    const profile = within(header).getByRole('link', { name: 'Sita Sharma, your dashboard' });
    expect(profile).toHaveAttribute('href', '/dashboard');
    expect(profile).toHaveTextContent('Sita Sharma');
    expect(within(header).queryByRole('link', { name: 'LOGIN' })).toBeNull();

    await userEvent.setup(fastUser).click(within(header).getByRole('button', { name: 'MENU' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('has a skip link, landmarks, footer links, social links and the copyright line', async () => {
    stubApi({ 'GET /contact/information': () => ({ body: contact }) });
    renderRoutes(routes, ['/']);
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['About', '/about'],
      ['Our Story & Benefits', '/our-story'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Refund Policy', '/refund-policy'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(
      within(footer).getByText(`© ${nepalToday().slice(0, 4)} OxStrength. All rights reserved.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'OxStrength on Facebook' })).toHaveAttribute(
        'href',
        'https://facebook.com/oxstrength',
      ),
    );
    expect(within(footer).getByRole('link', { name: 'OxStrength on Instagram' })).toBeInTheDocument();
    // No twitter address configured, so no twitter link.
    expect(within(footer).queryByRole('link', { name: 'OxStrength on Twitter' })).toBeNull();
  });
});
