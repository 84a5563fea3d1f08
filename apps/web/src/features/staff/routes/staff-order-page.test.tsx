import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  fastUser,
  renderSignedIn,
  type ApiHandler,
  type ApiReply,
} from '../../../testing/render-routes';
import { admin } from '../testing/staff-users';
import type { StaffOrderDetail } from '@oxstrength/shared/contracts/staff-orders';
import { staffOrderDetail, staffOrderReplyOf } from '../testing/shop-fixtures';
import { auditEntry, auditPageOf } from '../testing/staff-fixtures';
import { Component as StaffOrderPage, orderActions } from './staff-order-page';

function renderPage(order: StaffOrderDetail | (() => ApiReply), handlers: Record<string, ApiHandler> = {}) {
  return renderSignedIn(
    [
      { path: '/staff/orders/:id', Component: StaffOrderPage },
      { path: '/staff/orders', element: <p>Orders</p> },
    ],
    '/staff/orders/o1',
    {
      'GET /staff/orders/o1':
        typeof order === 'function' ? order : () => ({ body: staffOrderReplyOf(order) }),
      ...handlers,
    },
    admin,
  );
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('orderActions', () => {
  it('offers what the order’s state allows', () => {
    expect(orderActions(staffOrderDetail())).toEqual(['deliver', 'return']);
    expect(orderActions(staffOrderDetail({ status: 'Delivered', to_deliver: 0 }))).toEqual(['return']);
    expect(
      orderActions(staffOrderDetail({ status: 'Delivered', to_deliver: 0, refund_status: 'Refunded' })),
    ).toEqual([]);
    expect(orderActions(staffOrderDetail({ status: 'Pending', to_deliver: 0, paid_at: null }))).toEqual([
      'cancel',
    ]);
    expect(orderActions(staffOrderDetail({ status: 'Cancelled', refund_status: 'Required' }))).toEqual([
      'refund',
    ]);
  });
});

describe('Staff: one order', () => {
  it('shows the buyer, lines with their delivery, payments with provider references', async () => {
    renderPage(staffOrderDetail());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order OXS-ABCDEFGHJKLM' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sita Sharma (sita@example.com)')).toBeInTheDocument();
    // The buyer's phone and the delivery address, each phone a tap away from a call (issue 36).
    const buyerPhone = screen.getByText('Buyer’s phone').nextElementSibling as HTMLElement;
    expect(within(buyerPhone).getByRole('link', { name: 'Call Sita Sharma: 985-1098765' })).toHaveAttribute(
      'href',
      'tel:+9779851098765',
    );
    const deliverTo = screen.getByText('Deliver to').nextElementSibling as HTMLElement;
    expect(deliverTo).toHaveTextContent(
      'Sita Sharma, 984-1234567House 12, Street 4, Baneshwor, Kathmandu, Bagmati Province',
    );
    expect(within(deliverTo).getByRole('link', { name: 'Call Sita Sharma: 984-1234567' })).toHaveAttribute(
      'href',
      'tel:+9779841234567',
    );
    expect(screen.queryByText(/\+977/)).not.toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getByRole('row', { name: /Whey Protein · 2 kg/ })).toHaveTextContent('Not yet');
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('ESEWA-REF-1')).toBeInTheDocument();
    expect(within(payments).getByText('Completed')).toBeInTheDocument();
  });

  it('marks it delivered: posts, toasts the reply and reloads', async () => {
    const user = userEvent.setup(fastUser);
    let order = staffOrderDetail();
    const { fetchMock } = renderPage(() => ({ body: staffOrderReplyOf(order) }), {
      'POST /staff/orders/o1/deliver': () => {
        // Delivered, and refunded already: nothing is left to do (a delivered order may still be refunded).
        order = staffOrderDetail({ status: 'Delivered', to_deliver: 0, refund_status: 'Refunded' });
        return { body: staffOrderReplyOf(order, 'Order marked as delivered') };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Delivered' });
    expect(dialog).toHaveTextContent('Mark the product line of order OXS-ABCDEFGHJKLM delivered?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    expect(await screen.findByText('Order marked as delivered')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/orders/o1/deliver')[0].body).toEqual({});
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument());
  });

  it('cancels an unpaid order only with a reason', async () => {
    const user = userEvent.setup(fastUser);
    const unpaid = staffOrderDetail({ status: 'Initiated', to_deliver: 0, paid_at: null, payments: [] });
    const { fetchMock } = renderPage(unpaid, {
      'POST /staff/orders/o1/cancel': () => ({
        body: staffOrderReplyOf({ ...unpaid, status: 'Cancelled' }, 'Order cancelled'),
      }),
    });
    expect(await screen.findByText('No payment was started.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/orders/o1/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate order');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/orders/o1/cancel')[0].body).toEqual({ reason: 'Duplicate order' });
  });

  it('refunds a return (issue 36): units of a line, amount, reason and restock; the order reads Partly refunded', async () => {
    const user = userEvent.setup(fastUser);
    let delivered = staffOrderDetail({ status: 'Delivered', to_deliver: 0 });
    const { fetchMock } = renderPage(() => ({ body: staffOrderReplyOf(delivered) }), {
      'POST /staff/orders/o1/refund': () => {
        delivered = { ...delivered, refund_status: 'Partly refunded' };
        return { body: staffOrderReplyOf(delivered, 'Refund recorded') };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Refund a Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a Return' });
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/orders/o1/refund')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Units returned: Whey Protein/ }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '6500');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'One tub returned unopened');
    expect(within(dialog).getByRole('checkbox', { name: /back in stock/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/orders/o1/refund')[0].body).toEqual({
      amount: '6500',
      reason: 'One tub returned unopened',
      lines: [{ line: 'l2', units: '1' }],
      restock: true,
    });
    expect(await screen.findByText('Partly refunded')).toBeInTheDocument();
  });

  it('records a refund: the server’s field errors show under their fields', async () => {
    const user = userEvent.setup(fastUser);
    const owing = staffOrderDetail({ refund_status: 'Required' });
    let calls = 0;
    const { fetchMock } = renderPage(owing, {
      'POST /staff/orders/o1/refund': () =>
        ++calls === 1
          ? {
              status: 422,
              body: {
                status: 'error',
                message: 'Amount cannot be more than the Rs. 14,800 paid',
                errors: { amount: 'Amount cannot be more than the Rs. 14,800 paid' },
              },
            }
          : { body: staffOrderReplyOf({ ...owing, refund_status: 'Refunded' }, 'Refund recorded') },
    });
    await user.click(await screen.findByRole('button', { name: 'Record Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Refund' });
    expect(within(dialog).getByRole('combobox', { name: 'Payment refunded' })).toHaveValue('pay1');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '99999');
    await user.type(within(dialog).getByRole('textbox', { name: /Provider reference/ }), 'RF-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    expect(
      await within(dialog).findByText('Amount cannot be more than the Rs. 14,800 paid'),
    ).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '14800');
    await user.click(within(dialog).getByRole('button', { name: 'Record Refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/orders/o1/refund')[1].body).toEqual({
      amount: '14800',
      provider_ref: 'RF-1',
      note: '',
      payment: 'pay1',
    });
  });

  it('shows who moved the order, and reads the audit again after a decision', async () => {
    const user = userEvent.setup(fastUser);
    let entries = [
      auditEntry({ record_type: 'order', record_id: 'o1', action: 'order.pay', role: 'Client' }),
    ];
    const { fetchMock } = renderPage(staffOrderDetail(), {
      'GET /staff/audit': () => ({ body: auditPageOf(entries) }),
      'POST /staff/orders/o1/deliver': () => {
        entries = [
          auditEntry({
            _id: 'au2',
            user: { _id: 'ad1', name: 'Admin Maya', email: 'maya@example.com' },
            role: 'Admin',
            action: 'order.deliver',
            record_type: 'order',
            record_id: 'o1',
            before: { status: 'Active' },
            after: { status: 'Delivered' },
          }),
          ...entries,
        ];
        return {
          body: staffOrderReplyOf(
            staffOrderDetail({ status: 'Delivered', to_deliver: 0 }),
            'Order marked as delivered',
          ),
        };
      },
    });
    const audit = within(await screen.findByRole('region', { name: 'Audit' }));
    expect(await audit.findByRole('table', { name: 'Audit entries' })).toHaveTextContent('order.pay');
    const call = callsTo(fetchMock, 'GET /staff/audit')[0]!;
    expect(call.query.get('record_type')).toBe('order');
    expect(call.query.get('record_id')).toBe('o1');

    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Delivered' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() =>
      expect(within(audit.getByRole('table', { name: 'Audit entries' })).getAllByRole('row')).toHaveLength(3),
    );
    const first = within(audit.getByRole('table', { name: 'Audit entries' })).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('order.deliver');
    expect(first).toHaveTextContent('Admin Maya');
    expect(first).toHaveTextContent('status: Active → Delivered');
  });

  it('says when the order does not exist', async () => {
    renderPage(() => ({ status: 404, body: { status: 'error', message: 'Order not found' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});
