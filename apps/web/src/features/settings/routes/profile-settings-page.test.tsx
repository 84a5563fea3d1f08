import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, signInAs, stubApi } from '../../../testing/render-routes';
import { profileReplyOf, profileUserFixture } from '../testing/profile-fixtures';
import { Component as SettingsLayout } from './settings-layout';
import { Component as ProfileSettingsPage } from './profile-settings-page';

const routes: RouteObject[] = [
  {
    path: '/dashboard/settings',
    Component: SettingsLayout,
    children: [{ index: true, Component: ProfileSettingsPage }],
  },
];

const PROVINCES = {
  status: 'success',
  provinces: [
    { _id: 'p3', name: 'Bagmati', number: 3 },
    { _id: 'p4', name: 'Gandaki', number: 4 },
  ],
};

function renderPage(
  put: Parameters<typeof stubApi>[0][string] = () => ({ body: {} }),
  start = profileUserFixture(),
) {
  let current = start;
  signInAs(current);
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: profileReplyOf(current) }),
    'GET /provinces': () => ({ body: PROVINCES }),
    'GET /province/district/Gandaki': () => ({
      body: {
        status: 'success',
        districts: [
          { _id: 'd1', name: 'Kaski' },
          { _id: 'd2', name: 'Tanahun' },
        ],
      },
    }),
    'GET /province/district/Bagmati': () => ({
      body: { status: 'success', districts: [{ _id: 'd3', name: 'Kathmandu' }] },
    }),
    'PUT /auth/profile': (call) => {
      const reply = put(call);
      if ((reply.status ?? 200) < 300) current = (reply.body as ReturnType<typeof profileReplyOf>).user;
      return reply;
    },
  });
  renderRoutes(routes, ['/dashboard/settings']);
  return fetchMock;
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

// Mantine pages render slowly in jsdom on a loaded machine.
describe('Profile Settings', { timeout: 20_000 }, () => {
  it('shows the saved profile: birth date as MM-DD-YYYY, the slug read-only, and the settings menu', async () => {
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Profile settings' }));
    expect(form.getByLabelText(/Full Name/)).toHaveValue('Sita Sharma');
    expect(form.getByLabelText(/Phone Number/)).toHaveValue('984-1234567');
    expect(form.getByLabelText(/Gender/)).toHaveValue('Female');
    expect(form.getByLabelText(/Birth Date/)).toHaveValue('04-21-1995');
    expect(form.getByLabelText('About')).toHaveValue('Lifting since 2019.');
    expect(form.getByLabelText('Country')).toHaveValue('Nepal');
    await waitFor(() => expect(form.getByLabelText(/Region/)).toHaveValue('Gandaki'));
    await waitFor(() => expect(form.getByLabelText(/City/)).toHaveValue('Kaski'));
    expect(form.getByLabelText('Facebook')).toHaveValue('https://facebook.com/sita');
    expect(form.getByLabelText('LinkedIn')).toHaveValue('');
    const slug = form.getByLabelText('Profile Slug');
    expect(slug).toHaveValue('sita-sharma');
    expect(slug).toHaveAttribute('readonly');

    const menu = within(screen.getByRole('navigation', { name: 'Settings' }));
    expect(menu.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Shipping Addresses' })).toHaveAttribute(
      'href',
      '/dashboard/settings/address',
    );
    expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/dashboard/settings/change-password',
    );
  });

  it("shows the spec's messages for bad values and sends nothing", async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Profile settings' }));
    await user.clear(form.getByLabelText(/Full Name/));
    await user.clear(form.getByLabelText(/Phone Number/));
    await user.type(form.getByLabelText(/Phone Number/), '12345');
    await user.clear(form.getByLabelText(/Birth Date/));
    await user.type(form.getByLabelText(/Birth Date/), '02-30-1995');
    await user.clear(form.getByLabelText(/Area/));
    await user.clear(form.getByRole('textbox', { name: /^Address/ }));
    await user.clear(form.getByLabelText('Twitter'));
    await user.type(form.getByLabelText('Twitter'), 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Update Profile' }));

    for (const message of [
      'Name is required',
      'Phone number is not valid',
      'Birth date is not valid',
      'Area is required',
      'Address is required',
      'Enter the full link, starting with https://',
    ])
      expect(form.getByText(message)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /auth/profile')).toHaveLength(0);

    await user.clear(form.getByLabelText(/Phone Number/));
    await user.tab();
    expect(form.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('clears the city when the region changes ("City is required")', async () => {
    const user = userEvent.setup(fastUser);
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Profile settings' }));
    await waitFor(() => expect(form.getByLabelText(/City/)).toHaveValue('Kaski'));
    await user.selectOptions(form.getByLabelText(/Region/), 'Bagmati');
    await waitFor(() => expect(form.getByRole('option', { name: 'Kathmandu' })).toBeInTheDocument());
    expect(form.getByLabelText(/City/)).toHaveValue('');
    await user.click(form.getByRole('button', { name: 'Update Profile' }));
    expect(form.getByText('City is required')).toBeInTheDocument();
  });

  it('saves good values: the body the API takes, "Profile Updated", and the stored user follows', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderPage((call) => {
      const body = call.body as { name: string; about: string | null };
      return {
        body: profileReplyOf(profileUserFixture({ name: body.name, about: body.about }), 'Profile Updated'),
      };
    });
    const form = within(await screen.findByRole('form', { name: 'Profile settings' }));
    await waitFor(() => expect(form.getByLabelText(/City/)).toHaveValue('Kaski'));
    await user.clear(form.getByLabelText(/Full Name/));
    await user.type(form.getByLabelText(/Full Name/), 'Sita Gurung');
    await user.selectOptions(form.getByLabelText(/Gender/), 'Other');
    await user.clear(form.getByLabelText(/Birth Date/));
    await user.type(form.getByLabelText(/Birth Date/), '12-01-1990');
    await user.selectOptions(form.getByLabelText(/City/), 'Tanahun');
    await user.type(form.getByLabelText('TikTok'), 'https://tiktok.com/@sita');
    await user.click(form.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /auth/profile')[0]!.body).toEqual({
      name: 'Sita Gurung',
      mobile_num: '+9779841234567',
      gender: 'Other',
      birth_date: '1990-12-01',
      about: 'Lifting since 2019.',
      address: {
        country: 'Nepal',
        province: 'Gandaki',
        district: 'Tanahun',
        area: 'Lakeside',
        address_line1: 'Street 6',
      },
      social: {
        facebook: 'https://facebook.com/sita',
        twitter: null,
        instagram: null,
        linkedid: null,
        tiktok: 'https://tiktok.com/@sita',
      },
    });
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Sita Gurung');
  });

  it("shows the server's message and field errors when saving fails", async () => {
    const user = userEvent.setup(fastUser);
    renderPage(() => ({
      status: 422,
      body: {
        status: 'error',
        message: 'City is required',
        errors: { 'address.district': 'City is required' },
      },
    }));
    const form = within(await screen.findByRole('form', { name: 'Profile settings' }));
    await waitFor(() => expect(form.getByLabelText(/City/)).toHaveValue('Kaski'));
    await user.click(form.getByRole('button', { name: 'Update Profile' }));
    expect(await form.findByText('City is required')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Sita Sharma');
  });

  it('marks the fields the spec requires before Update is pressed', async () => {
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Profile settings' }));
    expect(form.getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const field of [
      form.getByLabelText(/Full Name/),
      form.getByLabelText(/Phone Number/),
      form.getByLabelText(/Gender/),
      form.getByLabelText(/Birth Date/),
      form.getByLabelText(/Region/),
      form.getByLabelText(/City/),
      form.getByLabelText(/Area/),
      form.getByRole('textbox', { name: /^Address/ }),
    ])
      expect(field).toBeRequired();
    for (const optional of ['About', 'Facebook', 'TikTok'])
      expect(form.getByLabelText(optional)).not.toBeRequired();
    expect(form.queryByText('Gender is required')).toBeNull();
  });

  it('with fields missing, takes the person to the first one and says so in a toast', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this);
    });
    try {
      const user = userEvent.setup(fastUser);
      const fetchMock = renderPage(
        undefined,
        profileUserFixture({ gender: null, birth_date: null, address: { country: 'Nepal' } }),
      );
      const form = within(await screen.findByRole('form', { name: 'Profile settings' }));
      await waitFor(() => expect(form.getByLabelText(/Region/)).toBeEnabled());
      await user.clear(form.getByLabelText(/Phone Number/));
      await user.type(form.getByLabelText(/Phone Number/), '9812345678');
      await user.click(form.getByRole('button', { name: 'Update Profile' }));

      expect(
        await screen.findByText('Profile not updated: please fill in or correct the highlighted fields.'),
      ).toBeInTheDocument();
      const gender = form.getByLabelText(/Gender/);
      expect(gender).toHaveFocus();
      expect(scrolled).toEqual([gender]);
      expect(gender).toHaveAttribute('aria-invalid', 'true');
      for (const message of [
        'Gender is required',
        'Birth date is required',
        'Region is required',
        'City is required',
        'Area is required',
        'Address is required',
      ])
        expect(form.getByText(message)).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT /auth/profile')).toHaveLength(0);
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('focuses the first field the server refused', async () => {
    const user = userEvent.setup(fastUser);
    renderPage(() => ({
      status: 422,
      body: {
        status: 'error',
        message: 'Area is required',
        errors: { 'address.area': 'Area is required' },
      },
    }));
    const form = within(await screen.findByRole('form', { name: 'Profile settings' }));
    await waitFor(() => expect(form.getByLabelText(/City/)).toHaveValue('Kaski'));
    await user.click(form.getByRole('button', { name: 'Update Profile' }));
    expect(await form.findByText('Area is required')).toBeInTheDocument();
    expect(form.getByLabelText(/Area/)).toHaveFocus();
  });
});
