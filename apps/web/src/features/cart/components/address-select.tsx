import { Alert, Badge, Button, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { ADDRESS_LABELS } from '@oxstrength/shared/constants';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import { useAddresses, type DeliveryAddress } from '../../addresses/api/addresses-api';
import type { CartLine } from '@oxstrength/shared/contracts/cart';

const labelText = (address: DeliveryAddress) =>
  ADDRESS_LABELS.find((l) => l.value === address.label)?.label ?? address.label;

/** The address an order goes to: the chosen one while it exists, else the primary one, else the first. */
export function chosenAddress(addresses: DeliveryAddress[] | undefined, chosenId: string | null) {
  if (!addresses?.length) return null;
  return addresses.find((a) => a._id === chosenId) ?? addresses.find((a) => a.primary) ?? addresses[0]!;
}

/**
 * Why the cart asks for an address (the spec asks one unless the cart holds only templates): where its
 * products go, or, with coaching and consultations but no product, how the trainer reaches the buyer.
 */
export const addressReason = (lines: Pick<CartLine, 'onModel'>[]) =>
  lines.some((line) => line.onModel === 'Product')
    ? 'so we know where to deliver your order'
    : 'so your trainer can reach you';

/** The saved delivery addresses as radio cards (label, name, address lines, phone) and an Add Address button. */
export function AddressSelect({
  value,
  onChange,
  onAdd,
  reason,
}: {
  /** The selected address's _id. */
  value: string | null;
  onChange: (id: string) => void;
  onAdd: () => void;
  /** Why an address is asked (addressReason). */
  reason: string;
}) {
  const addresses = useAddresses();

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="delivery-address-heading">
          Delivery Address
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={onAdd}
        >
          Add Address
        </Button>
      </Group>
      {addresses.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading your addresses">
          <Skeleton height={92} radius="md" />
          <Skeleton height={92} radius="md" />
        </Stack>
      ) : addresses.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between" gap="xs">
            Your addresses could not be loaded.
            <Button size="compact-sm" variant="white" color="red" onClick={() => void addresses.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : addresses.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have no saved address yet. Add one {reason}.
        </Text>
      ) : (
        <Radio.Group value={value} onChange={onChange} aria-labelledby="delivery-address-heading">
          <Stack gap="xs">
            {addresses.data.map((address) => (
              <Radio.Card key={address._id} value={address._id} radius="md" p="sm">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Badge variant="light" size="sm">
                        {labelText(address)}
                      </Badge>
                      {address.primary && (
                        <Badge variant="outline" color="gray" size="sm">
                          Primary
                        </Badge>
                      )}
                    </Group>
                    <Text fw={600} size="sm">
                      {address.name}
                    </Text>
                    <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {address.address.address_line1}, {address.address.area}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {address.address.district.name}, {address.address.province}, {address.address.country}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {formatPhoneNational(address.mobile_num)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
