import { Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { RELATIONS } from '@oxstrength/shared/constants';
import { validate } from '@oxstrength/shared/fields';
import { giftRecipientSchema, type GiftRecipientInput } from '@oxstrength/shared/schemas/gift';
import { useState } from 'react';

export interface PurchaseForValue {
  self_order: boolean;
  recipient: GiftRecipientInput;
}

/** The starting value: buying for oneself, an empty gift form with the first relation chosen. */
export const INITIAL_PURCHASE_FOR: PurchaseForValue = {
  self_order: true,
  recipient: { name: '', email: '', mobile_num: '', relation: RELATIONS[0] },
};

/** Buying for oneself is always valid; a gift needs a valid recipient. */
export const isPurchaseForValid = (v: PurchaseForValue) =>
  v.self_order || Object.keys(validate(giftRecipientSchema, v.recipient)).length === 0;

type Field = keyof GiftRecipientInput;

/**
 * "For myself" / "For someone else"; the second opens the recipient form (name, email, mobile number,
 * relation). A field shows its message once it has been left, then on every change.
 */
export function PurchaseFor({
  value,
  onChange,
}: {
  value: PurchaseForValue;
  onChange: (value: PurchaseForValue) => void;
}) {
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = validate(giftRecipientSchema, value.recipient);
  const errorOf = (field: Field) => (touched[field] ? errors[field] : undefined);
  const set = (field: Field, v: string) =>
    onChange({ ...value, recipient: { ...value.recipient, [field]: v } });
  const input = (field: Exclude<Field, 'relation'>) => ({
    name: field,
    value: value.recipient[field],
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
    onBlur: () => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
  });

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Purchase for"
        value={value.self_order ? 'self' : 'other'}
        onChange={(v) => onChange({ ...value, self_order: v === 'self' })}
      >
        <Group gap="lg" mt={6}>
          <Radio value="self" label="For myself" />
          <Radio value="other" label="For someone else" />
        </Group>
      </Radio.Group>
      {value.self_order ? (
        <Text size="sm" c="dimmed">
          This purchase is for your own account.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Enter the details of the person you are buying for.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" autoComplete="off" required {...input('name')} />
            <TextInput label="Email" type="email" autoComplete="off" required {...input('email')} />
            <TextInput
              label="Mobile number"
              type="tel"
              autoComplete="off"
              required
              {...input('mobile_num')}
            />
            <NativeSelect
              label="Relation"
              required
              data={[...RELATIONS]}
              value={value.recipient.relation}
              error={errorOf('relation')}
              onChange={(event) => set('relation', event.currentTarget.value)}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
