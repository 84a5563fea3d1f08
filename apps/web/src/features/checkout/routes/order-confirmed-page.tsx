import { Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { isPaid, isPayable, type OrderStatus } from '@oxstrength/shared/status';
import { IconClockHour4, IconReceipt } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { errorMessage, isNotFound } from '../../../lib/api-client';
import { CART_KEY } from '../../cart/api/cart-query';
import { orderQuery } from '../../orders/api/orders-api';
import { useSession } from '../../../lib/session';
import { useLiveEvents } from '../../../lib/live-events';
import { confirmStripe } from '../api/payments-api';
import {
  OrderConfirmedView,
  OrderFailedView,
  PaymentNotKeptView,
  ResultCard,
  ResultIcon,
  unkeptPayment,
} from '../components/order-result';
import { paymentPagePath } from '../lib/checkout-again';

/**
 * How often, and for how long, the page asks the server whether the order is paid while the live socket is not
 * listening (it tells the page when the order moves; lib/live-events.ts).
 */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_POLL_LIMIT_MS = 60_000;

const UNPAID_FOR_GOOD: readonly OrderStatus[] = ['Failed', 'Cancelled'];
/** No payment in progress, yet payable: the attempt was cancelled (decision 010), the buyer chooses again. */
const ATTEMPT_CANCELLED: readonly OrderStatus[] = ['Initiated'];

function Confirming() {
  return (
    <ResultCard mark={<Loader size="lg" aria-hidden />} title="Confirming your payment…">
      <Text role="status">This takes a few seconds. Please keep this page open.</Text>
    </ResultCard>
  );
}

function Neutral({ text, children }: { text: string; children: ReactNode }) {
  return (
    <ResultCard mark={<ResultIcon icon={IconReceipt} />} title="Your order">
      <Text>{text}</Text>
      <Group justify="center" gap="sm">
        {children}
      </Group>
    </ResultCard>
  );
}

/**
 * /checkout/confirmed?PRN=...&AMT=...&order_id=...: where a provider's return lands. The URL decides nothing:
 * the page hears the order move on the live socket (or, while that is not listening, asks the server every
 * 2 s), for up to a minute, and shows ORDER CONFIRMED!! only once
 * it is paid (Active or Delivered), the failed view once it has failed or been cancelled, and a neutral
 * message without a signed-in user or an order id; a payment (PRN) the order took but could not keep (it was
 * paid already by another, or an admin cancelled it) says so and when it is refunded (issue 36); an order whose attempt was cancelled meanwhile (Initiated
 * again) sends the buyer back to its payment page. Once the order is paid, the cart is read again (the paid
 * lines left it on the server: the header's MY CART count follows, whichever provider paid). It changes
 * nothing by itself, except that after Stripe's
 * redirect (3-D Secure; the query has `payment_intent`) it first asks the server, once, to check the card
 * payment with Stripe: the query itself proves nothing.
 */
/** The PRN a result URL from the server names (absolute or a path), if any. */
function paymentPrn(resultUrl: string | null | undefined): string | null {
  if (!resultUrl) return null;
  return new URL(resultUrl, 'http://local').searchParams.get('PRN');
}

export function Component() {
  usePageTitle('Order Confirmation | OxStrength');
  const [params] = useSearchParams();
  const location = useLocation();
  const orderId = params.get('order_id') ?? '';
  const { isAuthenticated } = useSession();
  const canCheck = isAuthenticated && Boolean(orderId);
  const paymentIntent = params.get('payment_intent');

  // Once per visit (the cache dedupes StrictMode's second mount); polling starts when it has answered, either way.
  const stripeCheck = useQuery({
    queryKey: ['stripe-confirm', orderId, paymentIntent],
    queryFn: () => confirmStripe(orderId),
    enabled: canCheck && Boolean(paymentIntent),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const stripeChecked = !paymentIntent || stripeCheck.isSuccess || stripeCheck.isError;
  // Back from 3-D Secure the query names the order, not the card payment: the server's check names the payment
  // (its redirect_url's PRN), so a second card payment is told apart from the first as any other is.
  const prn = paymentPrn(stripeCheck.data?.redirect_url) ?? params.get('PRN');

  // Polling stops after CONFIRM_POLL_LIMIT_MS; "Check again" starts another round.
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!canCheck) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [canCheck, round]);

  const live = useLiveEvents(canCheck);
  const order = useQuery({
    ...orderQuery(orderId),
    enabled: canCheck && stripeChecked,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (live.listening || timedOut || isNotFound(query.state.error)) return false;
      if (status && (isPaid(status) || UNPAID_FOR_GOOD.includes(status))) return false;
      return CONFIRM_POLL_MS;
    },
  });

  const queryClient = useQueryClient();
  const paid = order.data ? isPaid(order.data.status) : false;
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: CART_KEY });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  }, [paid, queryClient]);

  if (!isAuthenticated) {
    return (
      <Neutral text="Sign in to see whether your payment was received and your order confirmed.">
        <Button component={Link} to="/login" state={{ from: `${location.pathname}${location.search}` }}>
          Sign in
        </Button>
        <Button component={Link} to="/" variant="default">
          Home
        </Button>
      </Neutral>
    );
  }
  if (!orderId || (order.isError && isNotFound(order.error))) {
    return (
      <Neutral text="Your orders show whether a payment was received and each order confirmed.">
        <Button component={Link} to="/dashboard/orders">
          My Orders
        </Button>
        <Button component={Link} to="/" variant="default">
          Home
        </Button>
      </Neutral>
    );
  }

  const data = order.data;
  // This payment was taken but not kept (the order was paid by another, or cancelled): it will be refunded.
  const notKept = unkeptPayment(data, prn);
  if (data && notKept) return <PaymentNotKeptView order={data} payment={notKept} />;
  if (data && isPaid(data.status)) return <OrderConfirmedView order={data} prn={prn} />;
  if (data && UNPAID_FOR_GOOD.includes(data.status)) return <OrderFailedView order={data} />;
  // Only the server's answer since this page opened counts here: the payment page's cached copy of the order
  // says Initiated from before the payment started.
  if (data && ATTEMPT_CANCELLED.includes(data.status) && order.isFetchedAfterMount)
    return isPayable(data.status, data.expires_at) ? (
      <Navigate to={paymentPagePath(data._id, true)} replace />
    ) : (
      <OrderFailedView order={data} />
    );
  if (!timedOut) return <Confirming />;

  const checkAgain = () => {
    setTimedOut(false);
    setRound((n) => n + 1);
    void order.refetch();
  };
  const loadFailed = !data && order.isError;
  return (
    <ResultCard
      mark={<ResultIcon icon={IconClockHour4} color="yellow" />}
      title={loadFailed ? 'Your order could not be loaded' : 'Payment not confirmed yet'}
    >
      <Text role="status">
        {loadFailed
          ? errorMessage(order.error)
          : 'We have not received the confirmation of your payment yet. If you have paid, it can take a few minutes: your order shows as Active as soon as the payment is confirmed.'}
      </Text>
      <Group justify="center" gap="sm">
        <Button onClick={checkAgain} loading={order.isFetching}>
          Check again
        </Button>
        <Button component={Link} to={`/dashboard/orders/${encodeURIComponent(orderId)}`} variant="default">
          View order
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Need help?{' '}
        <Anchor component={Link} to="/contact" fz="sm" underline="always">
          Contact support
        </Anchor>
      </Text>
    </ResultCard>
  );
}
