import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import type { ProductRate } from '@oxstrength/shared/contracts/common';

const unique = (values: string[]) => [...new Set(values)];

/**
 * The rate for a size, keeping the current servings when that size has them; else the size's first rate.
 * (Works whether each size has one serving count or several.)
 */
function rateFor(rates: ProductRate[], size: string, servings: string | null): ProductRate | undefined {
  return rates.find((r) => r.size === size && r.servings === servings) ?? rates.find((r) => r.size === size);
}

function rateForServings(
  rates: ProductRate[],
  servings: string,
  size: string | undefined,
): ProductRate | undefined {
  return (
    rates.find((r) => r.servings === servings && r.size === size) ??
    rates.find((r) => r.servings === servings)
  );
}

/** Size and (when the sizes carry them) servings pickers over a product's rates; both choose one rate. */
export function VariantPicker({
  rates,
  selected,
  onSelect,
}: {
  rates: ProductRate[];
  selected: ProductRate | undefined;
  onSelect: (rate: ProductRate) => void;
}) {
  const id = useId();
  const sizes = unique(rates.map((r) => r.size));
  const servings = unique(rates.flatMap((r) => (r.servings ? [r.servings] : [])));

  const pickSize = (size: string) => {
    const rate = rateFor(rates, size, selected?.servings ?? null);
    if (rate && rate._id !== selected?._id) onSelect(rate);
  };
  const pickServings = (value: string) => {
    const rate = rateForServings(rates, value, selected?.size);
    if (rate && rate._id !== selected?._id) onSelect(rate);
  };

  return (
    <Stack gap="sm">
      {/* Group labels, not <label>: a segmented control has no single input to label. */}
      <div role="group" aria-labelledby={`${id}-size`}>
        <Input.Label id={`${id}-size`} labelElement="div" required display="block" mb={4}>
          Size
        </Input.Label>
        <SegmentedControl data={sizes} value={selected?.size ?? ''} onChange={pickSize} />
      </div>
      {servings.length > 0 && (
        <div role="group" aria-labelledby={`${id}-servings`}>
          <Input.Label id={`${id}-servings`} labelElement="div" required display="block" mb={4}>
            Servings
          </Input.Label>
          <SegmentedControl data={servings} value={selected?.servings ?? ''} onChange={pickServings} />
        </div>
      )}
    </Stack>
  );
}
