import { Anchor, Badge, Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NEPAL_TIME_ZONE } from '@oxstrength/shared/nepal-time';
import { orderStatusTone, type RefundStatus, type StatusTone } from '@oxstrength/shared/status';
import { useSession } from '../../../lib/session';
import type { CatalogueKind, ProviderId, StaffOrderState } from '../api/shop-staff-api';
import { pagingLabels } from '../../../lib/paging';

/** What the shop pages (issue 19) share: labels, the admins-only notice, list states and paging. */

export const ORDER_STATE_LABELS = {
  to_deliver: 'To deliver',
  refund_required: 'Refund to record',
  active: 'Active',
  pending: 'Pending',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const satisfies Record<StaffOrderState, string>;

export const PROVIDER_LABELS = {
  esewa: 'eSewa',
  fonepay_qr: 'Fonepay QR',
  fonepay_web: 'Fonepay',
  khalti: 'Khalti',
  stripe: 'Card (Stripe)',
} as const satisfies Record<ProviderId, string>;

export const KIND_LABELS = {
  template: 'Templates',
  product: 'Products',
  coaching: 'Coaching',
  consultation: 'Consultations',
} as const satisfies Record<CatalogueKind, string>;

/** The shop pages' links, for admins (the inbox shows them too). */
export const SHOP_LINKS = [
  { to: '/staff/orders', label: 'Orders' },
  { to: '/staff/stock', label: 'Stock' },
  { to: '/staff/catalogue', label: 'Catalogue' },
  { to: '/staff/users', label: 'People' },
] as const;

const TONE_COLOR: Record<StatusTone, string> = { success: 'green', warning: 'orange', danger: 'red' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={TONE_COLOR[orderStatusTone(status)]}>
      {status}
    </Badge>
  );
}

export function RefundBadge({ status }: { status: RefundStatus | null }) {
  if (!status) return null;
  return (
    <Badge variant="light" color={status === 'Required' ? 'orange' : 'gray'}>
      {status === 'Required' ? 'Refund to record' : status}
    </Badge>
  );
}

/** True for an admin; the shop pages show others `AdminsOnly`. */
export function useIsAdmin() {
  const { user } = useSession();
  return user?.user_type === 'Admin';
}

/** What a trainer sees on an admins' page. */
export function AdminsOnly({ title }: { title: string }) {
  return (
    <Stack gap="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This page is for admins.</Text>
      <Anchor component={Link} to="/staff" fw={600} display="inline-block" py={10}>
        Back to the staff inbox
      </Anchor>
    </Stack>
  );
}

/** The staff pages' links row (admins). */
export function ShopLinks() {
  return (
    <Group gap="md" component="nav" aria-label="Shop" wrap="wrap">
      {SHOP_LINKS.map((l) => (
        <Anchor key={l.to} component={Link} to={l.to} fw={600} display="inline-block" py={10}>
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}

/** A list's loading rows, its failure with Try again, or nothing once it has data. */
export function ListState({ query, label }: { query: UseQueryResult<unknown, unknown>; label: string }) {
  if (query.isPending)
    return (
      <Stack gap="sm" aria-label={`Loading ${label}`} role="status">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={48} radius="md" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <Stack align="flex-start" gap="sm" role="status">
        <Text c="dimmed">Could not load the {label}.</Text>
        <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  return null;
}

export function Pages({
  label,
  total,
  page,
  onChange,
}: {
  label: string;
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <Group justify="center" mt="lg" component="nav" aria-label={label}>
      <Pagination total={total} value={page} onChange={onChange} siblings={0} {...pagingLabels} />
    </Group>
  );
}

/** A date-time as the shop pages show it: 25 Nov 2026, 14:05 (Nepal time, whatever the viewer's zone). */
export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: NEPAL_TIME_ZONE,
  }).format(new Date(iso));
