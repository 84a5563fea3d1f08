import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderSignedIn } from '../../../testing/render-routes';
import { admin } from '../testing/staff-users';
import { staffSize, staffSizeReplyOf, staffSizesPageOf } from '../testing/shop-fixtures';
import { Component as StaffStockPage } from './staff-stock-page';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

function renderPage(entry = '/staff/stock') {
  let size = staffSize();
  return renderSignedIn(
    [{ path: '/staff/stock', Component: StaffStockPage }],
    entry,
    {
      'GET /staff/product-sizes': () => ({
        body: staffSizesPageOf([size, staffSize({ _id: 's2', size: '5 kg', stock: 0 })]),
      }),
      'POST /staff/product-sizes/s1/restock': () => {
        size = staffSize({ stock: 13 });
        return { body: staffSizeReplyOf(size, 'Added 10 to Whey Protein (2 kg): 13 in stock') };
      },
      'POST /staff/product-sizes/s1/price': () => ({
        status: 422,
        body: {
          status: 'error',
          message: 'Discounted price cannot be more than the price',
          errors: { discounted_price: 'Discounted price cannot be more than the price' },
        },
      }),
    },
    admin,
  );
}

describe('Staff: stock', () => {
  it('lists sizes with stock and prices; restocks one and shows the new stock', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderPage();
    const table = await screen.findByRole('table', { name: 'Sizes' });
    const row = within(table).getByRole('row', { name: /2 kg/ });
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('Rs. 7,000');
    expect(row).toHaveTextContent('Rs. 6,500');
    expect(within(table).getByText('Out of stock')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Restock Whey Protein (2 kg)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restock Whey Protein (2 kg)' });
    await user.type(within(dialog).getByRole('textbox', { name: /Units to add/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await screen.findByText('Added 10 to Whey Protein (2 kg): 13 in stock')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/product-sizes/s1/restock')[0].body).toEqual({ units: '10' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Sizes' })).getByRole('row', { name: /2 kg/ }),
      ).toHaveTextContent('13'),
    );
  });

  it('prices: the server’s message shows under the field', async () => {
    const user = userEvent.setup(fastUser);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sizes' });
    await user.click(within(table).getByRole('button', { name: 'Prices of Whey Protein (2 kg)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prices of Whey Protein (2 kg)' });
    expect(within(dialog).getByRole('textbox', { name: /^Price/ })).toHaveValue('7000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Prices' }));
    expect(
      await within(dialog).findByText('Discounted price cannot be more than the price'),
    ).toBeInTheDocument();
  });

  it('the low-stock list is asked for with low=true', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock, router } = renderPage();
    await screen.findByRole('table', { name: 'Sizes' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Low stock (5 or fewer)');
    await waitFor(() => expect(router.state.location.search).toBe('?low=true'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /staff/product-sizes').at(-1)!.query.get('low')).toBe('true'),
    );
  });
});
