import { ScrollArea, Table, type TableProps } from '@mantine/core';
import { TABLE_SCROLL } from './tableScroll';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A staff list's table (visits, the partner report, a RecordList): striped, a row highlighted under the pointer, its
 * headers on one line, scrolling sideways on a narrow screen. `nowrapCells` keeps every cell on one line too.
 */
export function ScrollTable({ nowrapCells = false, children, ...table }: TableProps & { nowrapCells?: boolean }) {
  return (
    <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
      <Table striped highlightOnHover verticalSpacing="sm" styles={{ th: NOWRAP, ...(nowrapCells ? { td: NOWRAP } : {}) }} {...table}>
        {children}
      </Table>
    </ScrollArea>
  );
}
