import { Accordion, ActionIcon, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconDiscount, IconX } from '@tabler/icons-react';
import { COUPON_APPLIED } from '@oxstrength/shared/constants';
import { couponApplies } from '@oxstrength/shared/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { Coupon } from '@oxstrength/shared/contracts/coupons';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApplyCoupon } from '../api/coupons-api';

/**
 * The discount code box (collapsed until opened): the code and Apply (disabled while empty). The server's
 * refusal shows under the field, other failures as a toast. Once a coupon is applied the box gives way to the
 * applied code with a remove action.
 */
export function CouponBox({
  coupon,
  onApply,
  onRemove,
}: {
  coupon: Coupon | null;
  onApply: (coupon: Coupon) => void;
  onRemove: () => void;
}) {
  const queryClient = useQueryClient();
  const apply = useApplyCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (coupon) {
    const applies = couponApplies(coupon);
    return (
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconDiscount size={18} aria-hidden="true" />
            <div style={{ minWidth: 0 }}>
              <Text size="sm">
                Discount code <strong>{coupon.code}</strong> applied
              </Text>
              {!applies && (
                <Text size="xs" c="red.8">
                  This coupon no longer gives a discount.
                </Text>
              )}
            </div>
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Remove discount code ${coupon.code}`}
            onClick={onRemove}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Paper>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value || apply.isPending) return;
    setError(null);
    apply.mutate(value, {
      onSuccess: (applied) => {
        notifySuccess(COUPON_APPLIED);
        setCode('');
        onApply(applied);
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) setError(err.message);
        else notifyError(err);
      },
    });
  };

  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="coupon">
        <Accordion.Control icon={<IconDiscount size={18} aria-hidden="true" />}>
          Discount Code
        </Accordion.Control>
        <Accordion.Panel>
          <form onSubmit={submit} noValidate aria-label="Apply a discount code">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label="Discount code"
                placeholder="Enter your code"
                autoComplete="off"
                style={{ flex: 1 }}
                value={code}
                error={error}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  setError(null);
                }}
              />
              <Button type="submit" mt={25} disabled={!code.trim()} loading={apply.isPending}>
                Apply
              </Button>
            </Group>
          </form>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
