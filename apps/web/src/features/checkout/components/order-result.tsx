import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { UNKEPT_PAYMENT_TEXTS } from '@oxstrength/shared/refunds';
import { IconCircleCheck, IconCircleX, IconReceiptRefund } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { checkoutAgainPath } from '../lib/checkout-again';

/** The single centred card of the result pages. */
export function ResultCard({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw="34rem" mx="auto">
        <Stack gap="md" align="center" ta="center">
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * ORDER FAILED!! (spec part 1 section 2, /checkout/failed). Go to Checkout leads back to the order's payment
 * page while it can still be paid, else to the cart (or, after a Buy Now, to the item): checkoutAgainPath.
 */
export function OrderFailedView({ order }: { order?: Order | null }) {
  return (
    <ResultCard>
      <ThemeIcon size={64} radius="xl" color="red" variant="light">
        <IconCircleX size={40} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz="h2">
        ORDER FAILED!!
      </Title>
      <Text>There seems to be a problem while placing your order. Please try again.</Text>
      <Button component={Link} to={checkoutAgainPath(order)} size="md">
        Go to Checkout
      </Button>
    </ResultCard>
  );
}

/** ORDER CONFIRMED!! (spec part 1 section 2, /checkout/confirmed), shown only for a paid order. */
export function OrderConfirmedView({ order, prn }: { order: Order; prn: string | null }) {
  return (
    <ResultCard>
      <ThemeIcon size={64} radius="xl" color="green" variant="light">
        <IconCircleCheck size={40} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz="h2">
        ORDER CONFIRMED!!
      </Title>
      <Text>Thank you! We have received your payment and your order is confirmed.</Text>
      <Stack gap={4} component="dl" m={0} fz="sm" aria-label="Payment details">
        <Group gap={6} justify="center">
          <Text component="dt" fz="sm" c="dimmed">
            Order
          </Text>
          <Text component="dd" fz="sm" fw={500} m={0}>
            {order.identifier}
          </Text>
        </Group>
        {prn && (
          <Group gap={6} justify="center">
            <Text component="dt" fz="sm" c="dimmed">
              Payment reference
            </Text>
            <Text component="dd" fz="sm" fw={500} m={0}>
              {prn}
            </Text>
          </Group>
        )}
        <Group gap={6} justify="center">
          <Text component="dt" fz="sm" c="dimmed">
            Amount paid
          </Text>
          <Text component="dd" fz="sm" fw={500} m={0}>
            {formatRs(order.total_amount)}
          </Text>
        </Group>
      </Stack>
      <Button component={Link} to="/dashboard" size="md">
        Go to Dashboard
      </Button>
    </ResultCard>
  );
}

/** A payment the order could not keep (issue 36), as the order reply lists it. */
export type UnkeptPayment = NonNullable<Order['refund']>['payments'][number];

/**
 * The payment `prn` names was taken but the order could not keep it (paid already by another payment, cancelled
 * by an admin, or too late): never ORDER CONFIRMED!! for it; which payment, that it will be refunded, and by when.
 */
export function unkeptPayment(order: Order | undefined, prn: string | null): UnkeptPayment | undefined {
  const unkept = order?.refund?.payments ?? [];
  return prn ? unkept.find((p) => p.reference === prn) : undefined;
}

/** The result of a payment its order could not keep: it says why, and when the money comes back (issue 36). */
export function PaymentNotKeptView({ order, payment }: { order: Order; payment: UnkeptPayment }) {
  return (
    <ResultCard>
      <ThemeIcon size={64} radius="xl" color="orange" variant="light">
        <IconReceiptRefund size={40} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {UNKEPT_PAYMENT_TEXTS.title[payment.reason]}
      </Title>
      <Text>{UNKEPT_PAYMENT_TEXTS.why[payment.reason]}</Text>
      <Text fw={600} role="status">
        {UNKEPT_PAYMENT_TEXTS.refund(payment.amount, payment.refund_by)}
      </Text>
      <Stack gap={4} component="dl" m={0} fz="sm" aria-label="Payment details">
        <Group gap={6} justify="center">
          <Text component="dt" fz="sm" c="dimmed">
            Order
          </Text>
          <Text component="dd" fz="sm" fw={500} m={0}>
            {order.identifier}
          </Text>
        </Group>
        <Group gap={6} justify="center">
          <Text component="dt" fz="sm" c="dimmed">
            Payment reference
          </Text>
          <Text component="dd" fz="sm" fw={500} m={0}>
            {payment.reference}
          </Text>
        </Group>
      </Stack>
      <Button component={Link} to={`/dashboard/orders/${encodeURIComponent(order._id)}`} size="md">
        View order
      </Button>
    </ResultCard>
  );
}
