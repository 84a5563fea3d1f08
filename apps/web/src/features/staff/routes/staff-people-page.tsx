import { Badge, Button, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { USER_TYPES, type UserType } from '@oxstrength/shared/constants';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { pageParam } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { usePeopleChange, useStaffUsers, type PeopleChange, type StaffUser } from '../api/people-staff-api';
import { RecordAuditButton } from '../components/record-audit';
import { AdminShopPage, PagedShopList, ShopSearch } from '../components/shop-page';

/** The list's state filter, as the address keeps it. */
const STATES = { all: 'Everyone', disabled: 'Disabled', unverified: 'Not verified' } as const;
type StateFilter = keyof typeof STATES;

/** /staff/users (admins, issue 32): every account, searched and filtered; its role, disabling and enabling. */
export function Component() {
  usePageTitle('People');
  return (
    <AdminShopPage title="People">
      <PeopleView />
    </AdminShopPage>
  );
}

function PeopleView() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const role = USER_TYPES.find((r) => r === params.get('role'));
  const state = (Object.keys(STATES) as StateFilter[]).find((s) => s === params.get('state')) ?? 'all';
  const page = pageParam(params, 'page');
  const users = useStaffUsers({
    q: q || undefined,
    user_type: role,
    ...(state === 'disabled' && { disabled: 'true' as const }),
    ...(state === 'unverified' && { verified: 'false' as const }),
    page,
  });
  const change = usePeopleChange();
  const { user: me } = useSession();
  const [disabling, setDisabling] = useState<StaffUser | null>(null);

  const update = (next: { q?: string; role?: UserType | ''; state?: StateFilter; page?: number }) => {
    const merged = { q, role: role ?? '', state, page: 1, ...next };
    setParams(
      {
        ...(merged.q && { q: merged.q }),
        ...(merged.role && { role: merged.role }),
        ...(merged.state !== 'all' && { state: merged.state }),
        ...(merged.page > 1 && { page: String(merged.page) }),
      },
      { replace: true },
    );
  };
  const send = (next: PeopleChange, then?: () => void) =>
    change.mutate(next, {
      onSuccess: (reply) => {
        notifySuccess(reply.message ?? 'Saved');
        then?.();
      },
      onError: (err) => notifyError(err),
    });
  const busyFor = (id: string) => change.isPending && change.variables?.id === id;

  const columns: StackedColumn<StaffUser>[] = [
    {
      key: 'name',
      header: 'Name',
      place: 'main',
      cell: (u) => (
        <Stack gap={0}>
          <Text fw={600}>{u.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {u.email}
            {u.mobile_num ? ` · ${u.mobile_num}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (u) => (
        <NativeSelect
          aria-label={`Role of ${u.name}`}
          value={u.user_type}
          data={[...USER_TYPES]}
          disabled={u._id === me?._id || busyFor(u._id)}
          onChange={(event) =>
            send({ kind: 'role', id: u._id, userType: event.currentTarget.value as UserType })
          }
          w={130}
        />
      ),
    },
    {
      key: 'state',
      header: 'State',
      cell: (u) => (
        <Group gap={6}>
          {u.disabled_at ? (
            <Badge variant="light" color="red">
              Disabled
            </Badge>
          ) : (
            <Badge variant="light" color={u.verified ? 'green' : 'gray'}>
              {u.verified ? 'Verified' : 'Not verified'}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (u) => (
        <Group gap="xs" wrap="wrap">
          {u._id !== me?._id &&
            (u.disabled_at ? (
              <Button
                variant="default"
                size="xs"
                aria-label={`Enable ${u.name}`}
                loading={busyFor(u._id)}
                onClick={() => send({ kind: 'enable', id: u._id })}
              >
                Enable
              </Button>
            ) : (
              <Button
                variant="default"
                color="red"
                size="xs"
                aria-label={`Disable ${u.name}`}
                onClick={() => setDisabling(u)}
              >
                Disable
              </Button>
            ))}
          {!u.verified && !u.disabled_at && (
            <Button
              variant="default"
              size="xs"
              aria-label={`Resend verification to ${u.name}`}
              loading={busyFor(u._id)}
              onClick={() => send({ kind: 'resend-verification', id: u._id })}
            >
              Resend verification
            </Button>
          )}
          <RecordAuditButton id={u._id} name={u.name} recordType="user" />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" mt="sm">
      <Title order={1}>People</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Role"
          value={role ?? ''}
          data={[{ value: '', label: 'Every role' }, ...USER_TYPES.map((r) => ({ value: r, label: r }))]}
          onChange={(event) => update({ role: (event.currentTarget.value || '') as UserType | '' })}
          w={{ base: '100%', xs: 160 }}
        />
        <NativeSelect
          label="State"
          value={state}
          data={(Object.keys(STATES) as StateFilter[]).map((s) => ({ value: s, label: STATES[s] }))}
          onChange={(event) => update({ state: event.currentTarget.value as StateFilter })}
          w={{ base: '100%', xs: 160 }}
        />
        <ShopSearch
          label="Find people"
          description="Name, email or mobile number"
          initial={q}
          onSearch={(next) => update({ q: next })}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
      <PagedShopList
        query={users}
        isEmpty={(data) => data.users.length === 0}
        empty="Nobody matches."
        label="people"
        pagesLabel="People pages"
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(data) => (
          <StackedTable
            label="People"
            rows={data.users}
            rowKey={(u) => u._id}
            columns={columns}
            minWidth={720}
            tableProps={{ verticalSpacing: 'sm', striped: true }}
          />
        )}
      </PagedShopList>
      <DisableDialog
        user={disabling}
        busy={change.isPending}
        onClose={() => setDisabling(null)}
        onConfirm={(u) => send({ kind: 'disable', id: u._id }, () => setDisabling(null))}
      />
    </Stack>
  );
}

function DisableDialog({
  user,
  busy,
  onClose,
  onConfirm,
}: {
  user: StaffUser | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (user: StaffUser) => void;
}) {
  const smallScreen = useSmallScreen();
  return (
    <Modal
      opened={user !== null}
      onClose={() => !busy && onClose()}
      title={user ? `Disable ${user.name}?` : ''}
      centered
      fullScreen={smallScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>
          They are signed out everywhere at once and cannot sign in until you enable the account again.
          Nothing they bought is lost.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => user && onConfirm(user)}>
            Disable
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
