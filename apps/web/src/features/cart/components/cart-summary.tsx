import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatRs, toPaisa, toRupees } from '@oxstrength/shared/money';
import { couponApplies, couponDiscount } from '@oxstrength/shared/pricing';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AddressFormModal } from '../../addresses/api/address-form-modal';
import { useAddresses } from '../../addresses/api/addresses-api';
import type { Cart } from '@oxstrength/shared/contracts/cart';
import type { Coupon } from '@oxstrength/shared/contracts/coupons';
import { notifyError } from '../../../lib/notify';
import { useInitiateOrder } from '../api/initiate-order';
import { AddressSelect, addressReason, chosenAddress } from './address-select';
import { BuyerDetails } from './buyer-details';
import { CouponBox } from './coupon-box';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The cart's summary panel (spec part 1 section 2), for /cart and express checkout: delivery address (not for
 * templates only), buyer details, discount code, subtotal, discount, order total, and Continue to Checkout,
 * which initiates the order and goes to /cart/checkout?order_id=<id>.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const needsAddress = !cart.only_templates;
  const reason = addressReason(cart.carts);
  const addresses = useAddresses();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const initiate = useInitiateOrder();

  const address = needsAddress ? chosenAddress(addresses.data, chosenId) : null;
  const couponActive = coupon !== null && couponApplies(coupon);
  // The server's rule, in paisa: the discount and so the total are whole rupees (decision 035).
  const discount = couponActive
    ? toRupees(couponDiscount(toPaisa(cart.total_amount), coupon.discount_percentage))
    : 0;
  const total = Math.max(cart.total_amount - discount, 0);

  const unavailable = cart.carts.some((line) => line.available === false);
  const addressesUnknown = needsAddress && !addresses.data;
  const canContinue = cart.carts.length > 0 && !unavailable && !addressesUnknown;

  const continueToCheckout = () => {
    if (!canContinue || initiate.isPending) return;
    if (needsAddress && !address) {
      setAddingAddress(true);
      return;
    }
    initiate.mutate(
      {
        carts: cart.carts.map((line) => line._id),
        ...(couponActive ? { coupon_code: coupon.code } : {}),
        ...(address ? { delivery_address: address._id } : {}),
      },
      {
        onSuccess: ({ order }) => void navigate(`/cart/checkout?order_id=${encodeURIComponent(order._id)}`),
        onError: (err) => notifyError(err),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="cart-summary-heading"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="cart-summary-heading">
          Order Summary
        </Title>

        {needsAddress && (
          <AddressSelect
            value={address?._id ?? null}
            onChange={setChosenId}
            onAdd={() => setAddingAddress(true)}
            reason={reason}
          />
        )}

        <BuyerDetails />

        <CouponBox coupon={coupon} onApply={setCoupon} onRemove={() => setCoupon(null)} />

        <Stack gap={6}>
          <Row label="Subtotal" value={formatRs(cart.sub_total)} />
          {couponActive && (
            <Row label={`Discount Code (${coupon.discount_percentage}%)`} value={`- ${formatRs(discount)}`} />
          )}
          <Divider my={4} />
          <Row label="Order Total" value={formatRs(total)} strong />
          <Text size="xs" c="dimmed">
            The price includes all taxes.
          </Text>
        </Stack>

        {unavailable && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
            Some items in your cart are no longer available. Remove or change them to continue.
          </Alert>
        )}

        <Button
          size="md"
          fullWidth
          onClick={continueToCheckout}
          disabled={!canContinue}
          loading={initiate.isPending}
        >
          Continue to Checkout
        </Button>

        <Text size="sm" c="dimmed" ta="center">
          Need help with your order?{' '}
          <Anchor component={Link} to="/contact" size="sm" underline="always">
            Contact support
          </Anchor>
        </Text>
      </Stack>

      {needsAddress && (
        <AddressFormModal
          opened={addingAddress}
          onClose={() => setAddingAddress(false)}
          onSaved={(saved) => setChosenId(saved._id)}
          reason={reason}
        />
      )}
    </Paper>
  );
}
