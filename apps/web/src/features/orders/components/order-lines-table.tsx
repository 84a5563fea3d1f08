import { Anchor, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PricedLine } from '@oxstrength/shared/contracts/cart';
import { lineDetails, lineImage, linePath } from '../api/orders-api';
import { PriceTag } from '../../../components/price-tag';
import { StackedTable } from '../../../components/stacked-table';

const IMAGE_SIZE = 64;

function LineItem({ line }: { line: PricedLine }) {
  const image = lineImage(line);
  const path = linePath(line);
  const { subline, byline } = lineDetails(line);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {image ? (
        <Image src={image} alt="" w={IMAGE_SIZE} h={IMAGE_SIZE} radius="sm" fit="cover" loading="lazy" />
      ) : (
        <ThemeIcon size={IMAGE_SIZE} radius="sm" variant="light" color="gray" aria-hidden="true">
          <IconPhoto size={28} />
        </ThemeIcon>
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} fz="sm">
          {path ? (
            <Anchor component={Link} to={path} inherit c="inherit" underline="hover">
              {line.ref.title}
            </Anchor>
          ) : (
            line.ref.title
          )}
        </Text>
        {subline && (
          <Text fz="xs" c="dimmed">
            {subline}
          </Text>
        )}
        {byline && (
          <Text fz="xs" c="dimmed">
            {byline}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Self, or the gift recipient's name, email and "relation - mobile". */
function OrderFor({ line }: { line: PricedLine }) {
  if (line.self_order) return <Text fz="sm">Self</Text>;
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={500}>
        {line.name}
      </Text>
      <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {line.email}
      </Text>
      <Text fz="xs" c="dimmed">
        {line.relation} - {formatPhoneNational(line.mobile_num)}
      </Text>
    </Stack>
  );
}

/** The order's lines: Product/Package, Price, Unit, Subtotal, Order For; on a phone, one card per line. */
export function OrderLinesTable({ lines }: { lines: PricedLine[] }) {
  return (
    <StackedTable
      label="Order items"
      rows={lines}
      rowKey={(line) => line._id}
      minWidth={720}
      tableProps={{ verticalSpacing: 'md', highlightOnHover: false }}
      columns={[
        { key: 'item', header: 'Product/Package', place: 'main', cell: (line) => <LineItem line={line} /> },
        {
          key: 'price',
          header: 'Price',
          cell: (line) => (
            <PriceTag price={line.price} discountedPrice={line.discounted_price} size="xs" stacked />
          ),
        },
        { key: 'unit', header: 'Unit', cell: (line) => <Text fz="sm">{line.unit}</Text> },
        {
          key: 'subtotal',
          header: 'Subtotal',
          cell: (line) => (
            <Text fz="sm" fw={600}>
              {formatRs(line.sub_total)}
            </Text>
          ),
        },
        { key: 'for', header: 'Order For', cell: (line) => <OrderFor line={line} /> },
      ]}
    />
  );
}
