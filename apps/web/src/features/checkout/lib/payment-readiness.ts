import type { Order } from '@oxstrength/shared/contracts/orders';
import type { ProviderId } from '../api/payments-api';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Whether the order carries what a provider's button needs (spec part 1 section 5): total_amount, _id and the
 * user's _id; Fonepay also createdAt, fonepay_hash, remarks and identifier.
 */
export function orderReadyFor(order: Order, provider: ProviderId): boolean {
  const base = present(order.total_amount) && present(order._id) && present(order.user?._id);
  if (provider === 'fonepay_qr' || provider === 'fonepay_web') {
    return (
      base &&
      present(order.createdAt) &&
      present(order.fonepay_hash) &&
      present(order.remarks) &&
      present(order.identifier)
    );
  }
  return base;
}
