import { Box, ScrollArea, Table, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { timeIn } from '../../app/time';
import type { LiveReportQuery } from '../../gql/graphql';
import { TABLE_SCROLL } from '../../ui/tableScroll';
import { presentSlots, SLOTS } from './liveGrid';
import { st } from '../../i18n/staff';

type Report = LiveReportQuery['liveReport'];
type Row = Report['rows'][number];

/**
 * The live report's grid (spec 9): one row an attendee, a column each half hour, a cell filled while they were
 * present (grey once out); the attendee column stays in view. With `scrollKey` (today's depot and day) it opens
 * scrolled to the slot of now, once per key.
 */
export function LiveReportGrid({ report, rows, scrollKey }: { report: Report | undefined; rows: Row[]; scrollKey: string | null }) {
  const now = new Date();
  // Opens scrolled to the slot of now (today only), once per depot and day: the attendee column stays in view.
  const viewport = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef('');
  useEffect(() => {
    if (!report || !scrollKey || scrolledFor.current === scrollKey || !viewport.current) return;
    scrolledFor.current = scrollKey;
    const [h, m] = timeIn(new Date().toISOString(), report.timeZone).split(':').map(Number);
    const head = viewport.current.querySelector<HTMLElement>(`[data-slot-head="${Math.max(0, Math.floor((h * 60 + m) / 30) - 1)}"]`);
    if (head) viewport.current.scrollLeft = head.offsetLeft - 200;
  }, [report, scrollKey]);
  return (
    <ScrollArea.Autosize viewportProps={TABLE_SCROLL} mah={400} type="auto" viewportRef={viewport} data-testid="live-grid-scroll">
      <Table withTableBorder withColumnBorders fz="xs" style={{ minWidth: 48 * 34 + 200 }} data-testid="live-grid">
        <Table.Thead style={{ position: 'sticky', top: 0, zIndex: 2, background: 'white' }}>
          <Table.Tr>
            <Table.Th style={{ position: 'sticky', left: 0, zIndex: 3, background: 'white', minWidth: 200, width: 200 }}>
              {st('live.attendee')}
            </Table.Th>
            {SLOTS.map((s) => (
              <Table.Th
                key={s.index}
                data-slot-head={s.index}
                style={{ whiteSpace: 'nowrap', writingMode: 'vertical-rl', transform: 'rotate(180deg)', height: 70 }}
              >
                {s.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <LiveGridRow key={r.attendanceId} row={r} report={report!} now={now} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function LiveGridRow({ row: r, report, now }: { row: Row; report: Report; now: Date }) {
  const on = presentSlots(report.date, report.timeZone, String(r.checkIn), r.checkOut ? String(r.checkOut) : null, now);
  return (
    <Table.Tr data-testid="live-row" data-name={r.attendeeName} data-out={r.actualOut ?? ''}>
      <Table.Td style={{ position: 'sticky', left: 0, zIndex: 1, background: 'white' }}>
        <Text fw={600} fz="sm">
          {r.attendeeName}
        </Text>
        <Text c="dimmed" fz="xs">
          {r.checkOut
            ? st('live.inOut', { type: r.visitType, in: timeIn(r.checkIn, report.timeZone), out: timeIn(r.checkOut, report.timeZone) })
            : st('live.inOnSite', { type: r.visitType, in: timeIn(r.checkIn, report.timeZone) })}
        </Text>
      </Table.Td>
      {SLOTS.map((s) => (
        <Table.Td key={s.index} p={0}>
          {on.has(s.index) ? <Box h={28} bg={r.checkOut ? 'gray.5' : 'teal.6'} data-slot={s.index} /> : null}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
