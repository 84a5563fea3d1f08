import { Button, Group, NumberInput, Text } from '@mantine/core';
import { dailyCapacitySchema, MAX_DAILY_CAPACITY_MINUTES } from '@oxstrength/shared/capacity';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetCapacity } from '../api/programme-staff-api';

/** The trainer's daily capacity in minutes per Nepal day, editable by them and by admins. */
export function CapacityForm({ trainerId, minutes }: { trainerId: string; minutes: number }) {
  const [value, setValue] = useState<number | string>(minutes);
  const [error, setError] = useState<string | null>(null);
  const save = useSetCapacity();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dailyCapacitySchema.safeParse({
      daily_capacity_minutes: value === '' ? undefined : value,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    save.mutate(
      { trainerId, minutes: parsed.data.daily_capacity_minutes },
      {
        onSuccess: (reply) => notifySuccess(reply.message ?? 'Daily capacity saved'),
        onError: (err) => notifyError(err),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Daily capacity (minutes per day)"
          value={value}
          onChange={setValue}
          min={0}
          max={MAX_DAILY_CAPACITY_MINUTES}
          step={15}
          allowDecimal={false}
          clampBehavior="none"
          error={error}
          w={240}
        />
        <Button type="submit" loading={save.isPending}>
          Save Capacity
        </Button>
      </Group>
      <Text fz="sm" c="dimmed" mt={4}>
        An approval that would take a day past it is refused.
      </Text>
    </form>
  );
}
