import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../../components/testing/small-screen';
import { renderSignedIn } from '../../../testing/render-routes';
import { coachingGiftLine, order, productLine, templateLine } from '../testing/order-fixtures';
import { Component as OrderDetailPage } from './order-detail-page';

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(360);
});
afterEach(() => {
  restoreScreen();
  vi.unstubAllGlobals();
});

/** The card of the line with this title, and the value after one of its labels. */
function card(title: string) {
  const item = screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
  const value = (label: string) =>
    within(item).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
  return { item, value };
}

describe('Order detail page on a phone', () => {
  it('shows each line as a card with Price, Unit, Subtotal and Order For labelled, and no table', async () => {
    renderSignedIn([{ path: '/dashboard/orders/:id', Component: OrderDetailPage }], '/dashboard/orders/o1', {
      'GET /user/order/o1': () => ({
        body: {
          status: 'success',
          order: order({ carts: [templateLine(), productLine(), coachingGiftLine()] }),
        },
      }),
    });

    const list = await screen.findByRole('list', { name: 'Order items' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const template = card('Strength Block');
    expect(
      within(template.item)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Price', 'Unit', 'Subtotal', 'Order For']);
    expect(within(template.item).getByText('By: Bikash Gurung')).toBeInTheDocument();
    expect(within(template.value('Price')).getByText('Rs. 2,000').closest('del')).not.toBeNull();
    expect(template.value('Order For')).toHaveTextContent('Self');

    const product = card('Whey Protein');
    expect(product.value('Unit')).toHaveTextContent('2');
    expect(product.value('Subtotal')).toHaveTextContent('Rs. 13,000');

    const gift = card('Online Coaching').value('Order For');
    expect(within(gift).getByText('Ram Thapa')).toBeInTheDocument();
    expect(within(gift).getByText('ram@example.com')).toBeInTheDocument();
    expect(within(gift).getByText(/^Friend - /)).toBeInTheDocument();
  });
});
