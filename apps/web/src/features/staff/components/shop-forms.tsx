import { Checkbox, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import {
  cancelOrderFormSchema,
  refundFormSchema,
  restockFormSchema,
  returnRefundFormSchema,
  sizePriceFormSchema,
} from '@oxstrength/shared/schemas/staff-orders-forms';
import { REMARKS_MAX } from '@oxstrength/shared/training';
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  shopChanges,
  useShopChange,
  type ShopChange,
  type StaffOrderDetail,
  type StaffSize,
} from '../api/shop-staff-api';
import { DecisionDialog } from './decision-dialog';
import { PROVIDER_LABELS } from './shop-parts';

/**
 * The admins' shop dialogs (issue 19): deliver, cancel an unpaid order, record a refund, restock a size, set its
 * prices. Each sends one change: the reply's message as a toast and the dialog closes; the server's field
 * errors show under their fields, any other failure as a toast.
 */

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

function useSend(onDone: () => void, setErrors?: (errors: Record<string, string>) => void) {
  const change = useShopChange();
  const send = (request: ShopChange, fallback: string) =>
    change.mutate(request, {
      onSuccess: (reply) => {
        notifySuccess(reply.message || fallback);
        onDone();
      },
      onError: (err) => {
        if (setErrors && err instanceof ApiError && Object.keys(err.errors).length > 0) setErrors(err.errors);
        else notifyError(err);
      },
    });
  return { send, pending: change.isPending };
}

const textarea = <P extends { onChange: (event: ChangeEvent<HTMLInputElement>) => void }>(props: P) => ({
  ...props,
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
    props.onChange(event as unknown as ChangeEvent<HTMLInputElement>),
});

/** Mark as Delivered: every product line not delivered yet, or the one line given. */
export function DeliverDialog({
  order,
  line,
  ...props
}: DialogProps & { order: StaffOrderDetail; line?: { id: string; title: string } }) {
  const { send, pending } = useSend(props.onClose);
  const title = line ? `Deliver ${line.title}` : 'Mark as Delivered';
  return (
    <DecisionDialog
      {...props}
      title={title}
      submitLabel={line ? 'Deliver' : 'Mark as Delivered'}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        send(shopChanges.deliver(order._id, line ? [line.id] : undefined), 'Order marked as delivered');
      }}
    >
      <Text>
        {line
          ? `Mark ${line.title} of order ${order.identifier} delivered? The buyer is mailed.`
          : `Mark the ${order.to_deliver === 1 ? 'product line' : `${order.to_deliver} product lines`} of order ${order.identifier} delivered? The buyer is mailed and sees the order as Delivered.`}
      </Text>
    </DecisionDialog>
  );
}

/** Cancel Order (unpaid only): the reason the buyer is mailed. */
export function CancelOrderDialog({ order, ...props }: DialogProps & { order: StaffOrderDetail }) {
  const form = useZodForm(cancelOrderFormSchema, { reason: '' });
  const { send, pending } = useSend(props.onClose, form.setErrors);
  return (
    <DecisionDialog
      {...props}
      title="Cancel Order"
      submitLabel="Cancel Order"
      pending={pending}
      onSubmit={form.onSubmit(({ reason }) => send(shopChanges.cancel(order._id, reason), 'Order cancelled'))}
    >
      <Text>
        Order {order.identifier} is not paid. Cancelling it gives its stock back; the buyer is mailed the
        reason.
      </Text>
      <Textarea
        label="Reason"
        required
        rows={3}
        maxLength={REMARKS_MAX}
        {...textarea(form.getInputProps('reason'))}
      />
    </DecisionDialog>
  );
}

/** Record Refund: what was returned at the provider. */
export function RefundDialog({ order, ...props }: DialogProps & { order: StaffOrderDetail }) {
  const completed = order.payments.filter((p) => p.status === 'Completed');
  const form = useZodForm(refundFormSchema, {
    amount: '',
    provider_ref: '',
    note: '',
    payment: completed.at(-1)?._id ?? '',
  });
  const { send, pending } = useSend(props.onClose, form.setErrors);
  return (
    <DecisionDialog
      {...props}
      title="Record Refund"
      submitLabel="Record Refund"
      pending={pending}
      onSubmit={form.onSubmit((data) => send(shopChanges.refund(order._id, data), 'Refund recorded'))}
    >
      <Text>
        Return the money at the provider first, then record it here. The buyer is mailed and sees the order as
        refunded.
      </Text>
      <NativeSelect
        label="Payment refunded"
        data={completed.map((p) => ({
          value: p._id,
          label: `${PROVIDER_LABELS[p.provider]} · ${formatRs(p.amount)} · ${p.provider_ref ?? p.reference}`,
        }))}
        {...form.getInputProps('payment')}
        onChange={(event) => form.setFieldValue('payment', event.currentTarget.value)}
      />
      <TextInput label="Amount (Rs.)" required inputMode="decimal" {...form.getInputProps('amount')} />
      <TextInput label="Provider reference" required {...form.getInputProps('provider_ref')} />
      <Textarea label="Note" rows={3} maxLength={REMARKS_MAX} {...textarea(form.getInputProps('note'))} />
    </DecisionDialog>
  );
}

/**
 * Refund a Return (issue 36): goods given back of a paid or delivered order. Units per line (none: the whole
 * order), the amount, the reason the buyer is mailed, and whether the product units go back in stock.
 */
export function ReturnRefundDialog({ order, ...props }: DialogProps & { order: StaffOrderDetail }) {
  const form = useZodForm(returnRefundFormSchema, { amount: '', reason: '' });
  const [units, setUnits] = useState<Record<string, string>>({});
  const [restock, setRestock] = useState(true);
  const { send, pending } = useSend(props.onClose, (errors) => {
    form.setErrors(errors);
    const lineErrors = Object.entries(errors).filter(([key]) => key.startsWith('lines.'));
    if (lineErrors.length > 0) notifyError(new Error(lineErrors.map(([, message]) => message).join(' ')));
  });
  const lines = Object.entries(units)
    .filter(([, n]) => n.trim() !== '' && n.trim() !== '0')
    .map(([line, n]) => ({ line, units: n.trim() }));
  return (
    <DecisionDialog
      {...props}
      title="Refund a Return"
      submitLabel="Record Refund"
      pending={pending}
      onSubmit={form.onSubmit((data) =>
        send(shopChanges.refundReturn(order._id, { ...data, lines, restock }), 'Refund recorded'),
      )}
    >
      <Text>
        Return the money at the provider, then record it here. Leave every line empty to refund the whole
        order. The buyer is mailed the amount and the reason.
      </Text>
      <Stack gap="xs">
        {order.carts.map((l) => (
          <TextInput
            key={l._id}
            label={`Units returned: ${l.ref.title}${l.size ? ` (${l.size.size})` : ''}, of ${l.unit}`}
            inputMode="numeric"
            value={units[l._id] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setUnits((prev) => ({ ...prev, [l._id]: value }));
            }}
          />
        ))}
      </Stack>
      <TextInput label="Amount (Rs.)" required inputMode="decimal" {...form.getInputProps('amount')} />
      <Textarea
        label="Reason"
        required
        rows={3}
        maxLength={REMARKS_MAX}
        {...textarea(form.getInputProps('reason'))}
      />
      <Checkbox
        label="Put the returned products back in stock"
        checked={restock}
        onChange={(event) => setRestock(event.currentTarget.checked)}
      />
    </DecisionDialog>
  );
}

/** Restock: units added to the size's stock. */
export function RestockDialog({ size, ...props }: DialogProps & { size: StaffSize }) {
  const form = useZodForm(restockFormSchema, { units: '' });
  const { send, pending } = useSend(props.onClose, form.setErrors);
  const name = `${size.product.title} (${size.size})`;
  return (
    <DecisionDialog
      {...props}
      title={`Restock ${name}`}
      submitLabel="Restock"
      pending={pending}
      onSubmit={form.onSubmit(({ units }) => send(shopChanges.restock(size._id, units), 'Restocked'))}
    >
      <Text>{`In stock now: ${size.stock}`}</Text>
      <TextInput label="Units to add" required inputMode="numeric" {...form.getInputProps('units')} />
    </DecisionDialog>
  );
}

/** Prices of a size: the price and what it sells for (rupees). */
export function PriceDialog({ size, ...props }: DialogProps & { size: StaffSize }) {
  const form = useZodForm(sizePriceFormSchema, {
    price: String(size.price),
    discounted_price: String(size.discounted_price),
  });
  const { send, pending } = useSend(props.onClose, form.setErrors);
  return (
    <DecisionDialog
      {...props}
      title={`Prices of ${size.product.title} (${size.size})`}
      submitLabel="Save Prices"
      pending={pending}
      onSubmit={form.onSubmit((data) =>
        send(shopChanges.price(size._id, data.price, data.discounted_price), 'Prices saved'),
      )}
    >
      <TextInput label="Price (Rs.)" required inputMode="decimal" {...form.getInputProps('price')} />
      <TextInput
        label="Discounted price (Rs.)"
        description="What the size sells for; at most the price"
        required
        inputMode="decimal"
        {...form.getInputProps('discounted_price')}
      />
    </DecisionDialog>
  );
}
