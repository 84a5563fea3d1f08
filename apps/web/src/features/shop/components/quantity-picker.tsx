import { ActionIcon, Group, Input, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * Quantity from 1 to `max` (the chosen size's stock). The field cannot hold a value outside the bounds;
 * an emptied field counts as 1 and shows 1 again when it loses focus.
 */
export function QuantityPicker({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number | '';
  max: number;
  onChange: (value: number | '') => void;
  disabled?: boolean;
}) {
  const id = useId();
  const current = value === '' ? 1 : value;
  return (
    <div>
      <Input.Label htmlFor={id} display="block" mb={4}>
        Quantity
      </Input.Label>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size={36}
          aria-label="Decrease quantity"
          disabled={disabled || current <= 1}
          onClick={() => onChange(Math.max(1, current - 1))}
        >
          <IconMinus size={16} aria-hidden="true" />
        </ActionIcon>
        <NumberInput
          id={id}
          value={value}
          onChange={(v) =>
            onChange(typeof v === 'number' ? Math.min(Math.max(1, Math.trunc(v)), Math.max(1, max)) : '')
          }
          onBlur={() => value === '' && onChange(1)}
          min={1}
          max={Math.max(1, max)}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          disabled={disabled}
          w={72}
          styles={{ input: { textAlign: 'center' } }}
        />
        <ActionIcon
          variant="default"
          size={36}
          aria-label="Increase quantity"
          disabled={disabled || current >= max}
          onClick={() => onChange(Math.min(max, current + 1))}
        >
          <IconPlus size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </div>
  );
}
