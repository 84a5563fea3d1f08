import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { contactInformationJson } from '@oxstrength/shared/contracts/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ContactPage } from './contact-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const INFORMATION = contactInformationJson.parse({
  email: 'support@oxstrength.com',
  contact_num: '+977 9801234567',
  address: 'Online',
  open_hours: '24 hours',
  social: { facebook: 'https://facebook.com/oxstrength', instagram: 'https://instagram.com/oxstrength' },
});

function renderPage(
  queryReply: () => Response,
  information: () => Response = () => json({ status: 'success', contact_information: INFORMATION }),
) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/v1/contact/information' ? information() : queryReply(),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: ['/contact'],
  });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetchMock;
}

const fields = () => ({
  name: screen.getByRole('textbox', { name: /name/i }),
  email: screen.getByRole('textbox', { name: /email/i }),
  subject: screen.getByRole('textbox', { name: /subject/i }),
  message: screen.getByRole('textbox', { name: /message/i }),
  submit: screen.getByRole('button', { name: /send message/i }),
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const f = fields();
  const values: [HTMLElement, string][] = [
    [f.name, 'Ram Thapa'],
    [f.email, 'ram@example.com'],
    [f.subject, 'Coaching'],
    [f.message, 'Do you coach beginners?'],
  ];
  for (const [field, value] of values) {
    await user.click(field);
    await user.paste(value);
  }
  return f;
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

// Mantine inputs re-render on every keystroke, which is slow under jsdom on a busy machine.
describe('/contact', { timeout: 20_000 }, () => {
  it('has the title, one h1 and the Contact Detail panel with links from the contact information', async () => {
    renderPage(() => json({}));
    expect(document.title).toBe('Contact Us | OxStrength');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Contact Detail' });
    expect(await within(panel).findByText('Online')).toBeInTheDocument();
    expect(within(panel).getByText('24 hours')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'support@oxstrength.com' })).toHaveAttribute(
      'href',
      'mailto:support@oxstrength.com',
    );
    expect(within(panel).getByRole('link', { name: '980-1234567' })).toHaveAttribute(
      'href',
      'tel:+9779801234567',
    );
    expect(within(panel).getByRole('link', { name: 'OxStrength on Facebook' })).toHaveAttribute(
      'href',
      INFORMATION.social.facebook,
    );
    expect(within(panel).getByRole('link', { name: 'OxStrength on Instagram' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'OxStrength on Twitter' })).not.toBeInTheDocument();
  });

  it('shows the schema messages and keeps submit disabled until the form is valid', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => json({}));
    const f = fields();
    expect(f.submit).toBeDisabled();
    for (const field of [f.name, f.email, f.subject, f.message]) {
      await user.click(field);
    }
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await user.type(f.email, 'ram@');
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(f.submit).toBeDisabled();
  });

  it('sends the enquiry, toasts "Your enquiry has been sent." and resets the form', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage(() =>
      json({ status: 'success', message: 'Your enquiry has been sent.' }, 201),
    );
    const f = await fillIn(user);
    expect(f.submit).toBeEnabled();
    await user.click(f.submit);

    expect(await screen.findByText('Your enquiry has been sent.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/v1/contact/query')!;
    expect(call[1]?.method).toBe('POST');
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      name: 'Ram Thapa',
      email: 'ram@example.com',
      subject: 'Coaching',
      message: 'Do you coach beginners?',
    });
    for (const field of [f.name, f.email, f.subject, f.message]) expect(field).toHaveValue('');
    expect(f.submit).toBeDisabled();
  });

  it('shows the server message when sending fails and keeps the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => json({ status: 'error', message: 'Please slow down.' }, 429));
    const f = await fillIn(user);
    await user.click(f.submit);
    expect(await screen.findByText('Please slow down.')).toBeInTheDocument();
    expect(f.message).toHaveValue('Do you coach beginners?');
  });

  it('shows field errors from a 422 under the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() =>
      json({ status: 'error', message: 'Validation failed', errors: { email: 'Email is invalid' } }, 422),
    );
    const f = await fillIn(user);
    await user.click(f.submit);
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
  });
});
