import { usePageTitle } from '../../../lib/page-title';
import { OrderFailedView } from '../components/order-result';

/** /checkout/failed: where a failed or cancelled payment lands. It changes nothing by itself. */
export function Component() {
  usePageTitle('Order Failed | OxStrength');
  return <OrderFailedView />;
}
