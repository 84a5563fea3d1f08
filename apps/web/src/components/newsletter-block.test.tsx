import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterBlock } from './newsletter-block';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderBlock(reply: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <NewsletterBlock />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    fetchMock,
    email: screen.getByRole('textbox', { name: /email/i }),
    firstName: screen.getByRole('textbox', { name: /first name/i }),
    lastName: screen.getByRole('textbox', { name: /last name/i }),
    submit: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('NewsletterBlock', { timeout: 20_000 }, () => {
  it('is titled for a customised recipe and diet plan', () => {
    renderBlock(() => json({}));
    expect(
      screen.getByRole('heading', { name: 'Get a customised recipe and diet plan' }),
    ).toBeInTheDocument();
  });

  it('shows the schema messages after blur and keeps submit disabled while invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const { email, firstName, lastName, submit } = renderBlock(() => json({}));
    expect(submit).toBeDisabled();

    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.click(firstName);
    await user.click(lastName);
    await user.tab();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('subscribes, toasts the server message and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, email, firstName, lastName, submit } = renderBlock(() =>
      json({ status: 'success', message: 'Thank you for subscribing to our newsletter.' }, 201),
    );
    await user.click(email);
    await user.paste('Sita@Example.com');
    await user.click(firstName);
    await user.paste('Sita');
    await user.click(lastName);
    await user.paste('Sharma');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Thank you for subscribing to our newsletter.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/newsfeed/subscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'sita@example.com',
      first_name: 'Sita',
      last_name: 'Sharma',
    });
    expect(email).toHaveValue('');
    expect(firstName).toHaveValue('');
    expect(lastName).toHaveValue('');
  });

  it('toasts the server message on failure and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { email, firstName, lastName, submit } = renderBlock(() =>
      json({ status: 'error', message: 'Too many requests, please try again later.' }, 429),
    );
    await user.click(email);
    await user.paste('sita@example.com');
    await user.click(firstName);
    await user.paste('Sita');
    await user.click(lastName);
    await user.paste('Sharma');
    await user.click(submit);
    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
    expect(email).toHaveValue('sita@example.com');
  });
});
