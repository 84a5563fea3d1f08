import { Box, Card, Group, Table, Text, VisuallyHidden, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSmallScreen } from '../lib/use-small-screen';

export interface StackedColumn<Row> {
  key: string;
  /** The column's heading; in a card, the label before the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Where the cell goes in a card: `main` at its top (no label), `action` beside it (its heading is for screen
   * readers only, in the table too); without one, a "label: value" line.
   */
  place?: 'main' | 'action';
}

/**
 * A table on wider screens and, on a small screen (useSmallScreen), a list of cards (one per row) with each
 * cell as "label: value", so nothing hides in a table that scrolls sideways.
 */
export function StackedTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  tableProps,
  minWidth,
}: {
  /** Names the table (and the list of cards). */
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: StackedColumn<Row>[];
  tableProps?: TableProps;
  /** The table's smallest width; a narrower container scrolls it. */
  minWidth?: number;
}) {
  const stacked = useSmallScreen();

  if (stacked) {
    const main = columns.filter((c) => c.place === 'main');
    const actions = columns.filter((c) => c.place === 'action');
    const fields = columns.filter((c) => !c.place);
    return (
      <Box
        component="ul"
        aria-label={label}
        p={0}
        m={0}
        style={{ listStyle: 'none', display: 'grid', gap: 12 }}
      >
        {rows.map((row) => (
          <Card component="li" key={rowKey(row)} withBorder radius="md" padding="sm">
            <Group wrap="nowrap" align="flex-start" justify="space-between" gap="xs">
              <Box style={{ flex: 1, minWidth: 0 }}>
                {main.map((c) => (
                  <Box key={c.key}>{c.cell(row)}</Box>
                ))}
              </Box>
              {actions.map((c) => (
                <Box key={c.key} style={{ flexShrink: 0 }}>
                  {c.cell(row)}
                </Box>
              ))}
            </Group>
            <Box
              component="dl"
              m={0}
              mt="sm"
              pt="sm"
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(5.5rem, auto) minmax(0, 1fr)',
                columnGap: 12,
                rowGap: 8,
                alignItems: 'center',
                borderTop: '1px solid var(--mantine-color-default-border)',
              }}
            >
              {fields.map((c) => (
                <Box key={c.key} style={{ display: 'contents' }}>
                  <Text component="dt" fz="sm" c="dimmed">
                    {c.header}
                  </Text>
                  <Box component="dd" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {c.cell(row)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Card>
        ))}
      </Box>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minWidth ?? 0}>
      <Table {...tableProps} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key}>
                {c.place === 'action' ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.key}>{c.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
