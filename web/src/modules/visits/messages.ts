import { st, stMap, live } from '../../i18n/staff';

/** The visit screens' groups of words and words with values: the texts are in the staff catalogue (i18n/locales/en-staff.ts). */
export const visitUi = live(
  () =>
    ({
      state: stMap('visits.state'),
      visitType: stMap('visits.visitType'),
      visitTypes: [
        { value: 'All', label: st('visits.visitTypeAll') },
        { value: 'Planned', label: st('visits.visitType.Planned') },
        { value: 'Unplanned', label: st('visits.visitType.Unplanned') },
        { value: 'Regular', label: st('visits.visitType.Regular') },
      ],
      exportProgress: (rows: number) => (rows > 0 ? st('visits.exportProgressRows', { rows }) : st('visits.exportProgress')),
      total: (n: number) => st('visits.total', { n }),
      col: stMap('visits.col'),
      chartSeries: stMap('visits.chartSeries'),
    }) as const,
);
