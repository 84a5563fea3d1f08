import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { ADDRESS_LABELS, type AddressLabel } from '@oxstrength/shared/constants';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import { IconMapPinOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { AddressFormModal } from '../../addresses/api/address-form-modal';
import { useAddresses, useDeleteAddress, type DeliveryAddress } from '../../addresses/api/addresses-api';

type Tab = 'all' | AddressLabel;

const labelOf = (value: AddressLabel) => ADDRESS_LABELS.find((l) => l.value === value)?.label ?? value;

/** The spec's empty texts (part 2 section 8). */
const emptyAddressesText = (tab: Tab) =>
  tab === 'all' ? 'You have not added delivery address.' : `You do not have any ${labelOf(tab)} address.`;

const DELETE_QUESTION = 'Are you sure you want to delete?';

/**
 * /dashboard/settings/address (spec part 2, Account settings: Shipping Addresses): tabs All, Home, Work, Other;
 * add or edit in the large address modal (the cart's); delete after a Yes/No question.
 */
export function Component() {
  usePageTitle('Shipping Addresses | OxStrength');
  const addresses = useAddresses();
  const [tab, setTab] = useState<Tab>('all');
  const [editing, setEditing] = useState<DeliveryAddress | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null);

  const shown = (addresses.data ?? []).filter((a) => tab === 'all' || a.label === tab);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h2">
          Shipping Addresses
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          Add Address
        </Button>
      </Group>

      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'all')} keepMounted={false}>
        <Tabs.List aria-label="Address labels">
          <Tabs.Tab value="all">All</Tabs.Tab>
          {ADDRESS_LABELS.map((l) => (
            <Tabs.Tab key={l.value} value={l.value}>
              {l.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['all', ...ADDRESS_LABELS.map((l) => l.value)] as Tab[]).map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {addresses.isPending ? (
              <AddressesSkeleton />
            ) : !addresses.data ? (
              <QueryState
                query={addresses}
                loadingLabel="Loading your addresses"
                failure="Your addresses could not be loaded."
              />
            ) : shown.length === 0 ? (
              <Stack align="center" gap="sm" py="xl" ta="center" role="status">
                <IconMapPinOff size={44} stroke={1.5} aria-hidden color="var(--mantine-color-gray-5)" />
                <Text c="dimmed">{emptyAddressesText(value)}</Text>
              </Stack>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="list" aria-label="Addresses">
                {shown.map((address) => (
                  <AddressCard
                    key={address._id}
                    address={address}
                    onEdit={() => setEditing(address)}
                    onDelete={() => setDeleting(address)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <AddressFormModal
        opened={adding || editing !== null}
        address={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <DeleteAddressModal address={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: DeliveryAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { address: place } = address;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      role="listitem"
      aria-label={`${labelOf(address.label)}: ${address.name}`}
    >
      <Stack gap={6} h="100%">
        <Group gap="xs">
          <Badge variant="light">{labelOf(address.label)}</Badge>
          {address.primary && (
            <Badge variant="outline" color="dark">
              Primary
            </Badge>
          )}
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {address.name}
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {place.address_line1}, {place.area}, {place.district.name}, {place.province}, {place.country}
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {address.email} · {formatPhoneNational(address.mobile_num)}
        </Text>
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${address.name}'s ${labelOf(address.label)} address`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            aria-label={`Delete ${address.name}'s ${labelOf(address.label)} address`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** "Are you sure you want to delete?" with Yes and No; Yes deletes, the list reloads and the modal closes. */
function DeleteAddressModal({ address, onClose }: { address: DeliveryAddress | null; onClose: () => void }) {
  const remove = useDeleteAddress();
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <Modal opened={address !== null} onClose={close} title="Delete Address" centered size="sm">
      <Stack gap="md">
        <Text>{DELETE_QUESTION}</Text>
        {address && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {labelOf(address.label)}: {address.name}, {address.address.address_line1}, {address.address.area}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            No
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              address &&
              remove.mutate(address._id, {
                onSuccess: (reply) => {
                  notifySuccess(reply.message || 'Address deleted');
                  onClose();
                },
                onError: (err) => notifyError(err),
              })
            }
          >
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AddressesSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading your addresses</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-hidden="true">
        {[0, 1].map((i) => (
          <Card key={i} withBorder radius="md" padding="md">
            <Stack gap={8}>
              <Skeleton height={18} width={60} radius="xl" />
              <Skeleton height={14} width="50%" />
              <Skeleton height={12} width="90%" />
              <Skeleton height={12} width="70%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
