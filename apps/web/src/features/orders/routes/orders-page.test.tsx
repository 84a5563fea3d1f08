import { EMPTY_ORDERS } from '@oxstrength/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderSignedIn, stubApi, type ApiCall } from '../../../testing/render-routes';
import { paged, templateCard } from '../../templates/testing/template-fixtures';
import { coachingGiftLine, orderN, ordersPageOf, productLine, templateLine } from '../testing/order-fixtures';
import { Component as OrdersPage } from './orders-page';

/** `total` orders served 5 a time; odd ones Active, even ones Pending. */
const ordersHandler = (total: number) => (call: ApiCall) => {
  const page = Number(call.query.get('page'));
  const size = Number(call.query.get('resultsPerPage'));
  const from = (page - 1) * size;
  const orders = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => {
    const n = from + i + 1;
    return orderN(n, { status: n % 2 ? 'Active' : 'Pending' });
  });
  return { body: ordersPageOf(orders, paged(page, size, total)) };
};

function renderPage(url: string, total: number) {
  return renderSignedIn([{ path: '/dashboard/orders', Component: OrdersPage }], url, {
    'GET /user/orders': ordersHandler(total),
    'GET /templates': () => ({
      body: { status: 'success', templates: [templateCard(1)], ...paged(1, 6, 1) },
    }),
  });
}

const lastOrdersQuery = (fetchMock: ReturnType<typeof stubApi>) => {
  const calls = callsTo(fetchMock, 'GET /user/orders');
  return Object.fromEntries(calls[calls.length - 1]!.query);
};

/** The Mantine colour a status badge is painted with. */
const badgeColour = (label: HTMLElement) =>
  label
    .closest<HTMLElement>('.mantine-Badge-root')!
    .style.getPropertyValue('--badge-bg')
    .match(/--mantine-color-(\w+)-/)?.[1];

afterEach(() => vi.unstubAllGlobals());

describe('My Orders page', () => {
  it('lists the newest orders with date, number, items, total and a coloured status', async () => {
    const { fetchMock } = renderSignedIn(
      [{ path: '/dashboard/orders', Component: OrdersPage }],
      '/dashboard/orders',
      {
        'GET /user/orders': () => ({
          body: ordersPageOf(
            [
              orderN(1, {
                status: 'Delivered',
                carts: [templateLine(), productLine(), coachingGiftLine()],
                total_amount: 29800,
              }),
              orderN(2, { status: 'Cancelled', carts: [productLine()], total_amount: 13000 }),
            ],
            paged(1, 5, 2),
          ),
        }),
        'GET /templates': () => ({
          body: { status: 'success', templates: [templateCard(7)], ...paged(1, 6, 1) },
        }),
      },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Order OXS-ORDER0000001' })).toHaveAttribute(
      'href',
      '/dashboard/orders/o1',
    );
    expect(first.getByText('2025-03-04')).toBeInTheDocument();
    expect(first.getByText('3 items: Strength Block, Whey Protein +1 more')).toBeInTheDocument();
    expect(first.getByText('Rs. 29,800')).toBeInTheDocument();
    expect(badgeColour(first.getByText('Delivered'))).toBe('green');
    const second = within(rows[1]!);
    expect(second.getByText('1 item: Whey Protein')).toBeInTheDocument();
    expect(badgeColour(second.getByText('Cancelled'))).toBe('red');

    expect(lastOrdersQuery(fetchMock)).toEqual({ sort: 'latest', page: '1', resultsPerPage: '5' });
    // One page: no pagination. The side carousel suggests featured templates.
    expect(screen.queryByRole('navigation', { name: 'Orders pages' })).not.toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Suggested Packages' });
    expect(await within(aside).findByRole('link', { name: 'Template 7' })).toHaveAttribute(
      'href',
      '/template/template-7',
    );
    expect(Object.fromEntries(callsTo(fetchMock, 'GET /templates')[0]!.query)).toMatchObject({
      featured: 'true',
    });
  });

  it('dates an order by its Nepal day: placed at 20:00 UTC on 27 Nov it shows 2026-11-28', async () => {
    // The clock at 20:00 UTC, when it is already the next day in Kathmandu (issue 36).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    try {
      renderSignedIn([{ path: '/dashboard/orders', Component: OrdersPage }], '/dashboard/orders', {
        'GET /user/orders': () => ({
          body: ordersPageOf([orderN(1, { createdAt: '2026-11-27T20:00:00.000Z' })], paged(1, 5, 1)),
        }),
        'GET /templates': () => ({ body: { status: 'success', templates: [], ...paged(1, 6, 0) } }),
      });
      const list = await screen.findByRole('list', { name: 'Orders' });
      expect(within(list).getByText('2026-11-28')).toBeInTheDocument();
      expect(within(list).queryByText('2026-11-27')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the FILTER and page in the URL and asks the server for them', async () => {
    const user = userEvent.setup(fastUser);
    const { router, fetchMock } = renderPage('/dashboard/orders', 12);
    await screen.findByRole('link', { name: 'Order OXS-ORDER0000001' });
    expect(screen.getByLabelText('FILTER')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('FILTER'), 'pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() =>
      expect(lastOrdersQuery(fetchMock)).toEqual({
        status: 'pending',
        sort: 'latest',
        page: '1',
        resultsPerPage: '5',
      }),
    );

    // 12 orders: pages 1, 2, 3.
    const pages = screen.getByRole('navigation', { name: 'Orders pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&page=2'));
    expect(await screen.findByRole('link', { name: 'Order OXS-ORDER0000006' })).toBeInTheDocument();
    expect(lastOrdersQuery(fetchMock)).toEqual({
      status: 'pending',
      sort: 'latest',
      page: '2',
      resultsPerPage: '5',
    });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // A new filter starts again at page 1.
    await user.selectOptions(screen.getByLabelText('FILTER'), '');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers a Failed filter, which asks the server for failed orders and shows them', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock, router } = renderSignedIn(
      [{ path: '/dashboard/orders', Component: OrdersPage }],
      '/dashboard/orders',
      {
        'GET /user/orders': (call) => {
          const failed = call.query.get('status') === 'failed';
          const orders = failed
            ? [orderN(7, { status: 'Failed' })]
            : [orderN(1, { status: 'Active' }), orderN(7, { status: 'Failed' })];
          return { body: ordersPageOf(orders, paged(1, 5, orders.length)) };
        },
        'GET /templates': () => ({
          body: { status: 'success', templates: [templateCard(1)], ...paged(1, 6, 1) },
        }),
      },
    );
    await screen.findByRole('link', { name: 'Order OXS-ORDER0000001' });
    const filter = screen.getByLabelText('FILTER');
    expect([...filter.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      'Active',
      'Pending',
      'Delivered',
      'Cancelled',
      'Failed',
    ]);

    await user.selectOptions(filter, 'Failed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() =>
      expect(lastOrdersQuery(fetchMock)).toEqual({
        status: 'failed',
        sort: 'latest',
        page: '1',
        resultsPerPage: '5',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Order OXS-ORDER0000001' })).not.toBeInTheDocument(),
    );
    const list = screen.getByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Failed')).toBeInTheDocument();
  });

  it('shows the empty state with a link home when there are no orders', async () => {
    renderPage('/dashboard/orders?status=delivered', 0);
    const empty = await screen.findByRole('link', { name: EMPTY_ORDERS });
    expect(empty).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('FILTER')).toHaveValue('delivered');
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
  });
});
