import { Alert, Stack, Text } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { REFUND_LABELS, UNKEPT_PAYMENT_TEXTS } from '@oxstrength/shared/refunds';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { orderDate } from '../api/orders-api';

/** Texts of an order's delivery and refund (decision 019). */
export const AFTER_SALE_TEXTS = {
  delivered: (date: string) => `Delivered on ${date}`,
  refundRequired:
    'A payment of this order could not be kept. Our team is refunding it to you through the same payment method.',
  refunded: (amount: string, date: string, reference: string | null) =>
    `Refunded ${amount} on ${date}${reference ? ` (reference ${reference})` : ''}.`,
  paymentReference: (reference: string) => `Payment reference ${reference}.`,
} as const;

/** What happened after the payment: when it was delivered, and a refund owed or made. */
export function OrderAfterSale({ order }: { order: Order }) {
  const { refund } = order;
  return (
    <>
      {order.delivered_at && (
        <Text fw={600} c="green.8">
          {AFTER_SALE_TEXTS.delivered(orderDate(order.delivered_at))}
        </Text>
      )}
      {refund?.status === 'Required' && (
        <Alert color="orange" title={REFUND_LABELS.Required}>
          {refund.payments.length === 0 ? (
            AFTER_SALE_TEXTS.refundRequired
          ) : (
            <Stack gap={4}>
              {refund.payments.map((p) => (
                <Text key={p.reference} fz="sm">
                  {UNKEPT_PAYMENT_TEXTS.refund(p.amount, p.refund_by)}{' '}
                  {AFTER_SALE_TEXTS.paymentReference(p.reference)}
                </Text>
              ))}
            </Stack>
          )}
        </Alert>
      )}
      {(refund?.status === 'Refunded' || refund?.status === 'Partly refunded') && (
        <Alert color="green" title={REFUND_LABELS[refund.status]}>
          {AFTER_SALE_TEXTS.refunded(
            formatRs(refund.amount ?? 0),
            refund.refunded_at ? orderDate(refund.refunded_at) : '',
            refund.provider_ref,
          )}
        </Alert>
      )}
    </>
  );
}
