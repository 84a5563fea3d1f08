import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { UNKEPT_PAYMENT_TEXTS } from '@oxstrength/shared/refunds';
import { IconCircleCheck, IconCircleX, IconReceiptRefund } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { checkoutAgainPath } from '../lib/checkout-again';

/** The single centred card of the result pages: its mark (an icon or a loader), its heading, then the rest. */
export function ResultCard({
  mark,
  title,
  children,
}: {
  mark: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw="34rem" mx="auto">
        <Stack gap="md" align="center" ta="center">
          {mark}
          <Title order={1} fz="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A result page's icon in its tinted circle. */
export function ResultIcon({
  icon: Icon,
  color,
}: {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color?: string;
}) {
  return (
    <ThemeIcon size={64} radius="xl" color={color} variant="light">
      <Icon size={40} aria-hidden />
    </ThemeIcon>
  );
}

/** What a result page tells of the payment (order number, reference, amount), as a centred list of terms. */
function PaymentDetails({ facts }: { facts: [term: string, value: ReactNode][] }) {
  return (
    <Stack gap={4} component="dl" m={0} fz="sm" aria-label="Payment details">
      {facts.map(([term, value]) => (
        <Group key={term} gap={6} justify="center">
          <Text component="dt" fz="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" fz="sm" fw={500} m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * ORDER FAILED!! (spec part 1 section 2, /checkout/failed). Go to Checkout leads back to the order's payment
 * page while it can still be paid, else to the cart (or, after a Buy Now, to the item): checkoutAgainPath.
 */
export function OrderFailedView({ order }: { order?: Order | null }) {
  return (
    <ResultCard mark={<ResultIcon icon={IconCircleX} color="red" />} title="ORDER FAILED!!">
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
    <ResultCard mark={<ResultIcon icon={IconCircleCheck} color="green" />} title="ORDER CONFIRMED!!">
      <Text>Thank you! We have received your payment and your order is confirmed.</Text>
      <PaymentDetails
        facts={[
          ['Order', order.identifier],
          ...(prn ? [['Payment reference', prn] as [string, string]] : []),
          ['Amount paid', formatRs(order.total_amount)],
        ]}
      />
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
    <ResultCard
      mark={<ResultIcon icon={IconReceiptRefund} color="orange" />}
      title={UNKEPT_PAYMENT_TEXTS.title[payment.reason]}
    >
      <Text>{UNKEPT_PAYMENT_TEXTS.why[payment.reason]}</Text>
      <Text fw={600} role="status">
        {UNKEPT_PAYMENT_TEXTS.refund(payment.amount, payment.refund_by)}
      </Text>
      <PaymentDetails
        facts={[
          ['Order', order.identifier],
          ['Payment reference', payment.reference],
        ]}
      />
      <Button component={Link} to={`/dashboard/orders/${encodeURIComponent(order._id)}`} size="md">
        View order
      </Button>
    </ResultCard>
  );
}
