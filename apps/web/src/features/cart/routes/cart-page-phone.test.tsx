import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../../components/testing/small-screen';
import { callsTo, fastUser } from '../../../testing/render-routes';
import { coachingLine, productLine, templateLine } from '../testing/cart-fixtures';
import { renderCart } from '../testing/render-cart';

/** The card of the line with this title, and its "label: value" pairs. */
function card(title: string) {
  const item = screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
  const value = (label: string) => {
    const term = within(item).getByText(label, { selector: 'dt' });
    return term.nextElementSibling as HTMLElement;
  };
  return { item, value };
}

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(360);
});
afterEach(() => {
  restoreScreen();
  vi.unstubAllGlobals();
});

describe('cart page on a phone', () => {
  it('shows each line as a card with its price, unit and subtotal labelled, and no table', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderCart([productLine(), templateLine(), coachingLine()]);

    const list = await screen.findByRole('list', { name: 'Cart items' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const product = card('Gold Standard Whey');
    expect(within(product.item).getByText('Size: 1 kg')).toBeInTheDocument();
    expect(
      within(product.item)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Price', 'Unit', 'Subtotal']);
    expect(within(product.value('Price')).getByText('Rs. 5,400')).toBeInTheDocument();
    expect(within(product.value('Price')).getByText('Rs. 6,000').closest('del')).not.toBeNull();
    expect(product.value('Subtotal')).toHaveTextContent('Rs. 10,800');
    const quantity = within(product.value('Unit')).getByRole('group', {
      name: 'Quantity of Gold Standard Whey',
    });
    expect(within(quantity).getByRole('status')).toHaveTextContent('2');

    const template = card('12 Week Strength');
    expect(within(template.item).getByText('For: Ram Thapa (Friend)')).toBeInTheDocument();
    expect(template.value('Unit')).toHaveTextContent('1');
    expect(template.value('Subtotal')).toHaveTextContent('Rs. 1,500');
    expect(within(card('Powerlifting Coaching').item).getByText('By: Trainer 1')).toBeInTheDocument();

    // The quantity and the Remove button work from the card.
    await user.click(
      within(quantity).getByRole('button', { name: 'Increase quantity of Gold Standard Whey' }),
    );
    await waitFor(() => expect(card('Gold Standard Whey').value('Subtotal')).toHaveTextContent('Rs. 16,200'));
    expect(callsTo(fetchMock, 'PUT /user/cart/line-p').map((c) => c.body)).toEqual([{ unit: 3 }]);

    await user.click(within(template.item).getByRole('button', { name: 'Remove 12 Week Strength' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '12 Week Strength' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks for an address so the trainer can reach the buyer when the cart holds coaching but no product', async () => {
    const user = userEvent.setup(fastUser);
    renderCart([coachingLine(), templateLine()]);

    expect(
      await screen.findByText('You have no saved address yet. Add one so your trainer can reach you.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Address' });
    expect(
      within(dialog).getByText('We ask for your address so your trainer can reach you.'),
    ).toBeInTheDocument();
    // On a phone the form fills the screen, Save included.
    expect(dialog.closest('[data-full-screen]') ?? dialog.querySelector('[data-full-screen]')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('asks for a delivery address when the cart holds a product', async () => {
    renderCart([productLine(), coachingLine()]);
    expect(
      await screen.findByText(
        'You have no saved address yet. Add one so we know where to deliver your order.',
      ),
    ).toBeInTheDocument();
  });
});
