import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderSignedIn } from '../../../testing/render-routes';
import type { Cart, CartLine } from '@oxstrength/shared/contracts/cart';
import type { DeliveryAddress } from '../../addresses/api/addresses-api';
import { order, orderReplyOf } from '../../orders/testing/order-fixtures';
import { addressesReplyOf, deliveryAddress } from '../../addresses/testing/address-fixtures';
import { cartLine, cartOf, coupon, couponReplyOf, lineRef } from '../testing/cart-fixtures';
import { CartSummary } from './cart-summary';

function line(
  id: string,
  onModel: CartLine['onModel'],
  subTotal: number,
  extra: Partial<CartLine> = {},
): CartLine {
  return cartLine({
    _id: id,
    model_id: `m-${id}`,
    onModel,
    ref: lineRef({ _id: `m-${id}`, slug: `item-${id}`, title: `Item ${id}` }),
    price: subTotal,
    discounted_price: subTotal,
    sub_total: subTotal,
    ...extra,
  });
}

const address = (
  id: string,
  label: DeliveryAddress['label'],
  line1: string,
  primary: boolean,
): DeliveryAddress =>
  deliveryAddress({
    _id: id,
    label,
    primary,
    address: { ...deliveryAddress().address, address_line1: line1 },
  });

function CheckoutStub() {
  const [params] = useSearchParams();
  return <p>Checkout for {params.get('order_id')}</p>;
}

function renderSummary(cart: Cart, addresses: DeliveryAddress[], couponPercentage = 10) {
  const offered = coupon({ discount_percentage: couponPercentage });
  return renderSignedIn(
    [
      { path: '/cart', element: <CartSummary cart={cart} /> },
      { path: '/cart/checkout', element: <CheckoutStub /> },
    ],
    '/cart',
    {
      'GET /user/delivery/addresses': () => ({ body: addressesReplyOf(addresses) }),
      'GET /provinces': () => ({ body: { status: 'success', provinces: [] } }),
      'GET /coupon/check/validity/BADCODE': () => ({
        status: 404,
        body: { status: 'error', message: 'Invalid coupon code' },
      }),
      'GET /coupon/check/validity/OXSTRONG10': () => ({
        body: couponReplyOf(offered, 'Coupon is valid'),
      }),
      'GET /coupon/detail/OXSTRONG10': () => ({ body: couponReplyOf(offered) }),
      'POST /order/initiate': () => ({
        status: 201,
        body: orderReplyOf(order({ _id: 'o1' }), 'Order initiated'),
      }),
    },
  );
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('button', { name: 'Discount Code' }));
  const apply = await screen.findByRole('button', { name: 'Apply' });
  expect(apply).toBeDisabled();
  await user.type(screen.getByLabelText('Discount code'), code);
  await user.click(apply);
}

afterEach(() => vi.unstubAllGlobals());

describe('CartSummary', () => {
  it('has no address for templates only, and Continue initiates the order and opens the checkout', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderSummary(
      cartOf([line('c1', 'Template', 1200), line('c2', 'Template', 300)]),
      [],
    );

    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('Rs. 1,500');
    expect(screen.getByText('Order Total').nextElementSibling).toHaveTextContent('Rs. 1,500');
    expect(screen.queryByText('Delivery Address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Address' })).not.toBeInTheDocument();
    expect(screen.getByText('The price includes all taxes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('button', { name: 'Buyer Details' }));
    // The details open with a short transition.
    await waitFor(() => expect(screen.getByText('sita@example.com')).toBeVisible());
    // The phone is stored +9779841234567 and shown the way Nepalis write it.
    expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent(/^984-1234567$/);

    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText('Checkout for o1')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /order/initiate')[0]!.body).toEqual({ carts: ['c1', 'c2'] });
  });

  it('shows an invalid code’s message under the field', async () => {
    const user = userEvent.setup(fastUser);
    renderSummary(cartOf([line('c1', 'Template', 1500)]), []);
    await typeCode(user, 'BADCODE');
    expect(await screen.findByText('Invalid coupon code')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveAccessibleDescription('Invalid coupon code');
    expect(screen.queryByText(/Discount Code \(/)).not.toBeInTheDocument();
  });

  it('applies a coupon, and Continue sends it with the preselected primary address', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderSummary(cartOf([line('c1', 'Product', 1000), line('c2', 'Template', 500)]), [
      address('a2', 'office', 'Office Block 4', true),
      address('a1', 'home', 'House 12', false),
    ]);

    expect(await screen.findByRole('radio', { name: /Office Block 4/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /House 12/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Office Block 4/ })).toHaveAccessibleName(/984-1234567/);
    expect(screen.queryByText(/\+977/)).not.toBeInTheDocument();

    await typeCode(user, 'OXSTRONG10');
    expect(await screen.findByText('Coupon Applied Successfully')).toBeInTheDocument();
    expect(screen.getByText('Discount Code (10%)')).toBeInTheDocument();
    expect(screen.getByText('Discount Code (10%)').nextElementSibling).toHaveTextContent('- Rs. 150');
    expect(screen.getByText('Order Total').nextElementSibling).toHaveTextContent('Rs. 1,350');
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove discount code OXSTRONG10' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /House 12/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText('Checkout for o1')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /order/initiate')[0]!.body).toEqual({
      carts: ['c1', 'c2'],
      coupon_code: 'OXSTRONG10',
      delivery_address: 'a1',
    });
  });

  it('takes a coupon off in whole rupees, by the rule the server charges (decision 035)', async () => {
    const user = userEvent.setup(fastUser);
    // Rs. 3,279 + 3 x Rs. 2,199 + Rs. 5,499 = Rs. 15,375; 15 % of it is Rs. 2,306.25: Rs. 2,306 off.
    renderSummary(
      cartOf([
        line('c1', 'Template', 3279),
        line('c2', 'Template', 6597, { discounted_price: 2199, unit: 3 }),
        line('c3', 'Template', 5499),
      ]),
      [],
      15,
    );
    await typeCode(user, 'OXSTRONG10');
    expect(await screen.findByText('Discount Code (15%)')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent(/^Rs\. 15,375$/);
    expect(screen.getByText('Discount Code (15%)').nextElementSibling).toHaveTextContent(/^- Rs\. 2,306$/);
    // What POST /order/initiate charges for the same cart and coupon (whole-rupees.test.ts in the API).
    expect(screen.getByText('Order Total').nextElementSibling).toHaveTextContent(/^Rs\. 13,069$/);
    expect(screen.queryByText(/Rs\. [\d,]+\.\d/)).not.toBeInTheDocument();
  });

  it('opens the add-address modal instead of continuing when no address is saved', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderSummary(cartOf([line('c1', 'Product', 1000)]), []);
    expect(await screen.findByText(/You have no saved address yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Add Shipping Address' }));
    expect(modal.getByLabelText(/Full Name/)).toHaveValue('Sita Sharma');
    expect(callsTo(fetchMock, 'POST /order/initiate')).toHaveLength(0);
  });

  it('disables Continue while a line is unavailable', async () => {
    renderSummary(
      cartOf([
        line('c1', 'Template', 1000),
        line('c2', 'Template', 500, { available: false, message: 'Template not found' }),
      ]),
      [],
    );
    expect(screen.getByText(/Some items in your cart are no longer available/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled());
  });
});
