import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/**
 * A product line's quantity: minus and plus buttons around the current unit, from 1 to `max` (the size's
 * stock). A unit above the stock (stock fell since it was added) can only come down, straight to the stock.
 */
export function UnitPicker({
  title,
  value,
  max,
  onChange,
  disabled = false,
}: {
  /** The item's title, for the buttons' names. */
  title: string;
  value: number;
  max: number;
  onChange: (unit: number) => void;
  disabled?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${title}`}>
      <ActionIcon
        variant="default"
        size={30}
        aria-label={`Decrease quantity of ${title}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, Math.min(value - 1, max)))}
      >
        <IconMinus size={14} aria-hidden="true" />
      </ActionIcon>
      <Text component="output" w={32} ta="center" fw={600} aria-live="polite">
        {value}
      </Text>
      <ActionIcon
        variant="default"
        size={30}
        aria-label={`Increase quantity of ${title}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <IconPlus size={14} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
