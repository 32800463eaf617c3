import { Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { TABLE_SCROLL } from './tableScroll';

/** A column of a ResponsiveRows list: its header and cell; `wide` columns show only in the table, not in the card. */
export type RowColumn<R> = {
  key: string;
  header: ReactNode;
  cell: (r: R) => ReactNode;
  /** The table cell's alignment / style. */
  ta?: 'left' | 'right' | 'center';
  nowrap?: boolean;
  /** Left out of the card (its content is already in the card's title or state). */
  tableOnly?: boolean;
};

/** One labelled value of a card (a column in a table's place): the header dimmed, the value beside it, wrapping. */
export function CardField({ header, fw, children }: { header: ReactNode; fw?: number; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {header}
      </Text>
      <Text size="sm" fw={fw} component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Data attributes (data-testid and the like) that the row, and the card in its place, carry. */
type RowAttrs = Record<`data-${string}`, string | undefined>;

/**
 * A list that is a table from `minViewport` up and a card per row below it (issue 23): a card shows its title and
 * state at the top, its other columns labelled, and its actions below them, wrapping, so neither the state nor a
 * button ever sits behind a sideways scroll on a phone. Card and row carry the same data attributes (test ids).
 */
export function ResponsiveRows<R extends { id: string }>({
  rows,
  columns,
  rowAttrs,
  title,
  state,
  actions,
  actionsHeader,
  minViewport = '62em',
  miw,
  testId,
  verticalSpacing = 'sm',
  empty,
  emptyTestId,
}: {
  rows: R[];
  columns: RowColumn<R>[];
  rowAttrs: (r: R) => RowAttrs;
  /** The card's heading (usually the name, perhaps a link that opens the record). */
  title: (r: R) => ReactNode;
  /** The card's state (badges, a switch), at the top right. */
  state?: (r: R) => ReactNode;
  actions?: (r: R) => ReactNode;
  actionsHeader?: ReactNode;
  /** Below this viewport width each row is a card. */
  minViewport?: string;
  /** The table's minimum width (it scrolls sideways in its box below that, which the cards make rare). */
  miw?: number;
  testId?: string;
  verticalSpacing?: 'xs' | 'sm' | 'md';
  /** Said (dimmed) in the list's place when it has no rows. */
  empty?: ReactNode;
  emptyTestId?: string;
}) {
  const wide = useMediaQuery(`(min-width: ${minViewport})`, true, { getInitialValueInEffect: false });
  if (!rows.length && empty)
    return (
      <Text c="dimmed" fz="sm" data-testid={emptyTestId}>
        {empty}
      </Text>
    );
  if (!wide)
    return (
      <Stack gap="xs" data-testid={testId} data-layout="cards">
        {rows.map((r) => {
          const s = state?.(r);
          const a = actions?.(r);
          const body = columns.filter((c) => !c.tableOnly);
          return (
            <Paper key={r.id} withBorder radius="md" p="sm" {...rowAttrs(r)}>
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{title(r)}</div>
                  {s ? <div style={{ flexShrink: 0 }}>{s}</div> : null}
                </Group>
                {body.length ? (
                  <Stack gap={2}>
                    {body.map((c) => (
                      <CardField key={c.key} header={c.header}>
                        {c.cell(r)}
                      </CardField>
                    ))}
                  </Stack>
                ) : null}
                {a ? (
                  <Group gap={6} justify="flex-end" wrap="wrap">
                    {a}
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  return (
    <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
      <Table striped verticalSpacing={verticalSpacing} miw={miw} styles={{ th: { whiteSpace: 'nowrap' } }} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.ta}>
                {c.header}
              </Table.Th>
            ))}
            {actions ? <Table.Th ta="right">{actionsHeader}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} {...rowAttrs(r)}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.ta} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(r)}
                </Table.Td>
              ))}
              {actions ? (
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {actions(r)}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
