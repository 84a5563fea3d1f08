import { useDocumentTitle } from '@mantine/hooks';
import { OrderFailedView } from '../components/order-result';

/** /checkout/failed: where a failed or cancelled payment lands. It changes nothing by itself. */
export function Component() {
  useDocumentTitle('Order Failed | OxStrength');
  return <OrderFailedView />;
}
