import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { orderQuery } from '../../orders/api/orders-api';
import { useSession } from '../../../lib/session';
import { isPaid } from '@oxstrength/shared/status';
import { OrderFailedView, PaymentNotKeptView } from '../components/order-result';

/**
 * /checkout/failed(?order_id=...): where a failed or unverifiable payment lands. It changes nothing by itself; it
 * reads the order named (the signed-in buyer's) to know where Go to Checkout leads, or that a payment of it went
 * through after it was cancelled and will be refunded (issue 36).
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
  // A payment that went through after the order was cancelled (a Fonepay QR lands here): it is refunded.
  const data = order.data;
  const notKept = data && !isPaid(data.status) ? data.refund?.payments.at(-1) : undefined;
  if (data && notKept && data.refund?.status === 'Required')
    return <PaymentNotKeptView order={data} payment={notKept} />;
  return <OrderFailedView order={data} />;
}
