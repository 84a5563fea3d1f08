import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone-link';
import { QueryState } from '../../../components/query-state';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table';
import { usePageTitle } from '../../../lib/page-title';
import {
  useStaffOrder,
  type StaffOrderDetail,
  type StaffOrderLine,
  type StaffPayment,
} from '../api/shop-staff-api';
import { AuditSection } from '../components/audit-section';
import { CancelOrderDialog, DeliverDialog, RefundDialog, ReturnRefundDialog } from '../components/shop-forms';
import { dateTime, PROVIDER_LABELS, RefundBadge, StatusBadge } from '../components/shop-parts';
import { AdminShopPage } from '../components/shop-page';
import { Fact, StaffBackLink } from '../components/record-parts';
import { isNotFound } from '../../../lib/api-client';

type Action = 'deliver' | 'cancel' | 'refund' | 'return';

/** What an admin may do with the order now (the ORDER and REFUND machines of status.ts). */
export function orderActions(o: StaffOrderDetail): Action[] {
  const actions: Action[] = [];
  if (o.status === 'Active' && o.to_deliver > 0) actions.push('deliver');
  if (o.status === 'Initiated' || o.status === 'Pending') actions.push('cancel');
  if (o.refund_status === 'Required') actions.push('refund');
  // Goods given back (issue 36): a paid or delivered order, until it is refunded in full.
  if ((o.status === 'Active' || o.status === 'Delivered') && o.refund_status !== 'Refunded')
    actions.push('return');
  return actions;
}

const ACTION_LABELS: Record<Action, string> = {
  deliver: 'Mark as Delivered',
  cancel: 'Cancel Order',
  refund: 'Record Refund',
  return: 'Refund a Return',
};

/** A line's name: its title with the size, plan or gift it was bought as. */
const lineTitle = (l: StaffOrderLine) =>
  [l.ref.title, l.size?.size].filter(Boolean).join(' · ') || l.ref.title;

/** /staff/orders/{id} (admins): one order with its lines, payments and refunds, and what may be done to it. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminShopPage title="Order" back={<StaffBackLink to="/staff/orders">Orders</StaffBackLink>}>
      <OrderLoader id={id} />
    </AdminShopPage>
  );
}

function OrderLoader({ id }: { id: string }) {
  const query = useStaffOrder(id);
  usePageTitle(query.data ? `Order ${query.data.identifier}` : 'Order');
  if (query.data) return <OrderView order={query.data} />;
  if (isNotFound(query.error))
    return (
      <Stack gap="sm" py="xl">
        <Title order={1}>Order not found</Title>
        <Text c="dimmed">It does not exist.</Text>
      </Stack>
    );
  return <QueryState query={query} loadingLabel="Loading order" failure="Could not load the order." />;
}

function OrderView({ order: o }: { order: StaffOrderDetail }) {
  const [dialog, setDialog] = useState<Action | null>(null);
  const [line, setLine] = useState<{ id: string; title: string } | null>(null);
  const actions = orderActions(o);
  const actionsId = useId();
  const close = () => {
    setDialog(null);
    setLine(null);
  };
  const address = o.delivery_address;

  const lineColumns: StackedColumn<StaffOrderLine>[] = [
    {
      key: 'item',
      header: 'Item',
      place: 'main',
      cell: (l) => (
        <>
          <Text fw={600}>{lineTitle(l)}</Text>
          <Text fz="sm" c="dimmed">
            {l.onModel}
            {l.self_order ? '' : ` · gift for ${l.name ?? ''}`}
          </Text>
        </>
      ),
    },
    { key: 'unit', header: 'Unit', cell: (l) => l.unit },
    { key: 'subtotal', header: 'Subtotal', cell: (l) => formatRs(l.sub_total) },
    {
      key: 'delivered',
      header: 'Delivered',
      cell: (l) => (l.delivered_at ? dateTime(l.delivered_at) : 'Not yet'),
    },
    {
      key: 'deliver',
      header: 'Deliver',
      place: 'action',
      cell: (l) =>
        o.status === 'Active' && l.onModel === 'Product' && !l.delivered_at && o.to_deliver > 1 ? (
          <Button
            variant="default"
            size="xs"
            aria-label={`Deliver ${lineTitle(l)}`}
            onClick={() => {
              setLine({ id: l._id, title: lineTitle(l) });
              setDialog('deliver');
            }}
          >
            Deliver
          </Button>
        ) : null,
    },
  ];

  const paymentColumns: StackedColumn<StaffPayment>[] = [
    {
      key: 'provider',
      header: 'Provider',
      place: 'main',
      cell: (p) => <Text fw={600}>{PROVIDER_LABELS[p.provider]}</Text>,
    },
    { key: 'status', header: 'Status', cell: (p) => p.status },
    { key: 'amount', header: 'Amount', cell: (p) => formatRs(p.amount) },
    { key: 'reference', header: 'Our reference', cell: (p) => p.reference },
    { key: 'provider_ref', header: 'Provider reference', cell: (p) => p.provider_ref ?? '-' },
    { key: 'started', header: 'Started', cell: (p) => dateTime(p.createdAt) },
    {
      key: 'refund_by',
      header: 'Refund by',
      cell: (p) => p.refund_due_by ?? '-',
    },
  ];

  return (
    <Stack gap="lg" mt="sm">
      <Box>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          Order {o.identifier}
        </Title>
        <Group gap="xs" mt={4}>
          <StatusBadge status={o.status} />
          <RefundBadge status={o.refund_status} />
        </Group>
      </Box>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label="Buyer">{`${o.buyer.name} (${o.buyer.email})`}</Fact>
          <Fact label="Buyer’s phone">
            <PhoneLink phone={o.buyer.mobile_num} name={o.buyer.name} />
          </Fact>
          <Fact label="Total">{formatRs(o.total_amount)}</Fact>
          <Fact label="Placed">{dateTime(o.createdAt)}</Fact>
          <Fact label="Paid">{o.paid_at ? dateTime(o.paid_at) : 'Not paid'}</Fact>
          {o.coupon_code && (
            <Fact label="Coupon">{`${o.coupon_code} (- ${formatRs(o.coupon_discount_amount)})`}</Fact>
          )}
          {address && (
            <Fact label="Deliver to">
              {address.name}, <PhoneLink phone={address.mobile_num} name={address.name} />
              <br />
              {`${address.address.address_line1}, ${address.address.area}, ${address.address.district}, ${address.address.province}`}
            </Fact>
          )}
        </SimpleGrid>
      </Paper>
      {actions.length > 0 && (
        <Box component="section" aria-labelledby={actionsId}>
          <Title order={2} size="h3" id={actionsId} mb="sm">
            Actions
          </Title>
          <Group gap="sm">
            {actions.map((a) => (
              <Button
                key={a}
                variant={a === 'cancel' ? 'default' : 'filled'}
                color={a === 'cancel' ? 'red' : undefined}
                onClick={() => setDialog(a)}
              >
                {ACTION_LABELS[a]}
              </Button>
            ))}
          </Group>
        </Box>
      )}
      {dialog === 'deliver' && <DeliverDialog opened order={o} line={line ?? undefined} onClose={close} />}
      {dialog === 'cancel' && <CancelOrderDialog opened order={o} onClose={close} />}
      {dialog === 'refund' && <RefundDialog opened order={o} onClose={close} />}
      {dialog === 'return' && <ReturnRefundDialog opened order={o} onClose={close} />}
      <Section title="Lines">
        <StackedTable
          label="Lines"
          rows={o.carts}
          rowKey={(l) => l._id}
          columns={lineColumns}
          minWidth={640}
        />
      </Section>
      <Section title="Payments">
        {o.payments.length === 0 ? (
          <Text c="dimmed">No payment was started.</Text>
        ) : (
          <StackedTable
            label="Payments"
            rows={o.payments}
            rowKey={(p) => p._id}
            columns={paymentColumns}
            minWidth={720}
          />
        )}
      </Section>
      {o.refunds.length > 0 && (
        <Section title="Refunds">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {o.refunds.map((r) => (
              <Text component="li" key={r._id} style={{ overflowWrap: 'anywhere' }}>
                {r.kind === 'return'
                  ? `${formatRs(r.amount)} for a return on ${dateTime(r.createdAt)}${r.user ? `, by ${r.user.name}` : ''}${r.restocked ? ', restocked' : ''}: ${r.note}`
                  : `${formatRs(r.amount)} on ${dateTime(r.createdAt)}, reference ${r.provider_ref}${r.user ? `, by ${r.user.name}` : ''}${r.note ? `: ${r.note}` : ''}`}
              </Text>
            ))}
          </Stack>
        </Section>
      )}
      {/* Who moved the order and when (the page is for admins only, as the audit is). */}
      <AuditSection id={o._id} recordType="order" />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}
