import { ActionIcon, Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { COACHING_PLANS, CONSULTATION_PLANS, MAX_CART_UNIT } from '@oxstrength/shared/constants';
import { formatRs } from '@oxstrength/shared/money';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRemoveCartLine, useUpdateCartLine } from '../api/cart-api';
import type { CartLine } from '@oxstrength/shared/contracts/cart';
import { UnitPicker } from './unit-picker';
import { PriceTag } from '../../../components/price-tag';
import { StackedTable } from '../../../components/stacked-table';

const ITEM_PATHS = {
  Template: '/template/',
  Product: '/shop/product/',
  Coaching: '/coaching/',
  Consultation: '/consultation/',
} as const;

/** What the line is beyond its title: brand and size, training category, or plan and trainer. */
function sublines(line: CartLine): string[] {
  const { ref } = line;
  switch (line.onModel) {
    case 'Product':
      return [ref.product_brand?.name, line.size ? `Size: ${line.size.size}` : null].filter(
        (t): t is string => !!t,
      );
    case 'Template':
      return ref.training_category ? [ref.training_category.name] : [];
    case 'Coaching': {
      const plan = COACHING_PLANS.find((p) => p.value === line.coaching_plan)?.label;
      return [plan, line.coaching_trainer && `By: ${line.coaching_trainer.name}`].filter(
        (t): t is string => !!t,
      );
    }
    case 'Consultation': {
      const plan = CONSULTATION_PLANS.find((p) => p.value === line.consultation_plan)?.label;
      return [plan, line.consultation_trainer && `By: ${line.consultation_trainer.name}`].filter(
        (t): t is string => !!t,
      );
    }
  }
}

function ItemCell({ line }: { line: CartLine }) {
  const { ref } = line;
  const image = ref.cover ?? ref.images[0] ?? null;
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Image
        src={image}
        alt=""
        w={64}
        h={64}
        radius="sm"
        fit="cover"
        style={{ flexShrink: 0, background: 'var(--mantine-color-gray-1)' }}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        {ref.slug ? (
          <Anchor
            component={Link}
            to={`${ITEM_PATHS[line.onModel]}${ref.slug}`}
            fw={600}
            c="dark"
            lineClamp={2}
          >
            {ref.title}
          </Anchor>
        ) : (
          <Text fw={600} lineClamp={2}>
            {ref.title}
          </Text>
        )}
        {sublines(line).map((text) => (
          <Text key={text} fz="sm" c="dimmed">
            {text}
          </Text>
        ))}
        {!line.self_order && line.name && (
          <Text fz="sm">
            For: {line.name}
            {line.relation ? ` (${line.relation})` : ''}
          </Text>
        )}
        {!line.available && (
          <Text fz="sm" c="red" fw={600}>
            {line.message ?? 'No longer available'}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The cart's lines: Product/Package, Price, Unit, Subtotal and a delete button per line; on a phone, one card
 * per line with the same labels. Products pick their quantity (1 to the size's stock); other items are always
 * 1. By default unit changes and deletes go to the main cart; express checkout passes `onUnitChange` and
 * `removable={false}` instead.
 */
export function CartTable({
  lines,
  removable = true,
  onUnitChange,
  unitsDisabled = false,
}: {
  lines: CartLine[];
  removable?: boolean;
  /** Called with the new unit instead of updating the main cart. */
  onUnitChange?: (line: CartLine, unit: number) => void;
  /** Disables every quantity picker (e.g. while the lines reload). */
  unitsDisabled?: boolean;
}) {
  const updateLine = useUpdateCartLine();
  const removeLine = useRemoveCartLine();

  /** The line is being updated or removed. */
  const busy = (line: CartLine) =>
    (updateLine.isPending && updateLine.variables?.id === line._id) ||
    (removeLine.isPending && removeLine.variables === line._id);

  const changeUnit = (line: CartLine, unit: number) => {
    if (onUnitChange) onUnitChange(line, unit);
    else updateLine.mutate({ id: line._id, unit });
  };

  return (
    <StackedTable
      label="Cart items"
      rows={lines}
      rowKey={(line) => line._id}
      minWidth={620}
      tableProps={{ verticalSpacing: 'sm' }}
      columns={[
        { key: 'item', header: 'Product/Package', place: 'main', cell: (line) => <ItemCell line={line} /> },
        {
          key: 'price',
          header: 'Price',
          cell: (line) => (
            <PriceTag price={line.price} discountedPrice={line.discounted_price} size="xs" stacked />
          ),
        },
        {
          key: 'unit',
          header: 'Unit',
          cell: (line) =>
            line.onModel === 'Product' ? (
              <UnitPicker
                title={line.ref.title}
                value={line.unit}
                max={Math.min(line.ref.stock ?? 0, MAX_CART_UNIT)}
                onChange={(unit) => changeUnit(line, unit)}
                disabled={unitsDisabled || busy(line)}
              />
            ) : (
              <Text fz="sm" fw={600} pl="xs">
                {line.unit}
              </Text>
            ),
        },
        {
          key: 'subtotal',
          header: 'Subtotal',
          cell: (line) => (
            <Text fw={700} fz="sm">
              {formatRs(line.sub_total)}
            </Text>
          ),
        },
        ...(removable
          ? [
              {
                key: 'remove',
                header: 'Remove',
                place: 'action' as const,
                cell: (line: CartLine) => (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${line.ref.title}`}
                    loading={removeLine.isPending && removeLine.variables === line._id}
                    onClick={() => removeLine.mutate(line._id)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
