import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CART } from '@oxstrength/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser } from '../../../testing/render-routes';
import { coachingLine, productLine, templateLine } from '../testing/cart-fixtures';
import { renderCart } from '../testing/render-cart';

const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('cart page', () => {
  it('lists every line with its details, changes a product quantity and removes a line', async () => {
    const user = userEvent.setup(fastUser);
    const unavailable = coachingLine({
      _id: 'line-x',
      model_id: 'c2',
      ref: { ...coachingLine().ref, _id: 'c2', slug: 'old-coaching', title: 'Old Coaching' },
      available: false,
      message: 'This plan is not available',
    });
    const { fetchMock } = renderCart([productLine(), templateLine(), coachingLine(), unavailable]);

    expect(screen.getByRole('status', { name: 'Loading cart' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cart items' });
    expect(document.title).toBe('Cart | OxStrength');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product/Package', 'Price', 'Unit', 'Subtotal', 'Remove']);

    const product = row('Gold Standard Whey');
    expect(within(product).getByRole('link', { name: 'Gold Standard Whey' })).toHaveAttribute(
      'href',
      '/shop/product/gold-whey',
    );
    expect(within(product).getByText('Optimum Nutrition')).toBeInTheDocument();
    expect(within(product).getByText('Size: 1 kg')).toBeInTheDocument();
    expect(within(product).getByText('Rs. 5,400')).toBeInTheDocument();
    expect(within(product).getByText('Rs. 6,000').closest('del')).not.toBeNull();
    expect(within(product).getByText('Rs. 10,800')).toBeInTheDocument();
    const quantity = within(product).getByRole('group', { name: 'Quantity of Gold Standard Whey' });
    expect(within(quantity).getByRole('status')).toHaveTextContent('2');

    const template = row('12 Week Strength');
    expect(within(template).getByText('Strength')).toBeInTheDocument();
    expect(within(template).getByText('For: Ram Thapa (Friend)')).toBeInTheDocument();
    expect(within(template).queryByRole('group')).toBeNull();

    const coaching = row('Powerlifting Coaching');
    expect(within(coaching).getByText('12 Weeks Plan')).toBeInTheDocument();
    expect(within(coaching).getByText('By: Trainer 1')).toBeInTheDocument();
    expect(within(row('Old Coaching')).getByText('This plan is not available')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Explore Templates' })).toHaveAttribute('href', '/template');
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeInTheDocument();

    // The stock is 3: one more is allowed, then plus stops.
    await user.click(
      within(quantity).getByRole('button', { name: 'Increase quantity of Gold Standard Whey' }),
    );
    await waitFor(() => expect(within(quantity).getByRole('status')).toHaveTextContent('3'));
    expect(callsTo(fetchMock, 'PUT /user/cart/line-p').map((c) => c.body)).toEqual([{ unit: 3 }]);
    expect(within(row('Gold Standard Whey')).getByText('Rs. 16,200')).toBeInTheDocument();
    expect(
      within(quantity).getByRole('button', { name: 'Increase quantity of Gold Standard Whey' }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove 12 Week Strength' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '12 Week Strength' })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /user/cart/line-t')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Gold Standard Whey' })).toBeInTheDocument();
  });

  it('clears the cart after confirming, then shows the empty state without a summary', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderCart([templateLine()]);
    await screen.findByRole('table', { name: 'Cart items' });

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /user/cart/reset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear cart?' })).getByRole('button', {
        name: 'Yes, Clear Cart',
      }),
    );
    expect(await screen.findByText(EMPTY_CART)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /user/cart/reset')).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to Checkout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear Cart' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
});
