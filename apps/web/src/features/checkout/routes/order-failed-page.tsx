import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { orderQuery } from '../../orders/api/orders-api';
import { useSession } from '../../../lib/session';
import { OrderFailedView } from '../components/order-result';

/**
 * /checkout/failed(?order_id=...): where a failed or unverifiable payment lands. It changes nothing by itself; it
 * reads the order named (the signed-in buyer's) only to know where Go to Checkout leads.
 */
export function Component() {
  usePageTitle('Order Failed | OxStrength');
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const { isAuthenticated } = useSession();
  const order = useQuery({
    ...orderQuery(orderId),
    enabled: isAuthenticated && Boolean(orderId),
    refetchOnWindowFocus: false,
  });
  return <OrderFailedView order={order.data} />;
}
