import { Alert, Group, Select, Skeleton, TextInput } from '@mantine/core';
import { visitUi } from './messages';
import { DayInput } from '../../ui/DateTimeInputs';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { ExportButton } from './ExportButton';
import type { RangeValues, VisitorsReportState } from './useVisitorsReport';
import { VisitPageView } from './VisitPageView';
import { st } from '../../i18n/staff';
import { failureText } from '../../ui/failureText';
import { Panel } from '../../ui/Panel';

/** Visitors of every kind by date range (Date From and To required), filtered by visit type and search, exported. */
export function RangeVisitsPanel({ depotId, zone, ranged }: Pick<VisitorsReportState, 'depotId' | 'zone' | 'ranged'>) {
  const dateField = (name: keyof RangeValues, label: string) => (
    <DayInput
      label={label}
      withAsterisk
      value={ranged.formik.values[name]}
      onChange={(d) => void ranged.formik.setFieldValue(name, d)}
      onBlur={() => void ranged.formik.setFieldTouched(name, true)}
      error={ranged.formik.touched[name] ? ranged.formik.errors[name] : undefined}
      w={{ base: '100%', xs: 180 }}
      testId={`range-${name}`}
    />
  );
  return (
    <Panel title={st('visits.byDateRange')} order={2} gap="md" testId="range-visits">
      <form onSubmit={ranged.formik.handleSubmit} noValidate data-testid="range-form">
        <Group align="flex-end" gap="md">
          {dateField('dateFrom', st('visits.dateFrom'))}
          {dateField('dateTo', st('visits.dateTo'))}
          <FormikSubmit formik={ranged.formik} testId="range-submit" size="md" h={44} fullWidth={false} miw={120} disabled={!depotId}>
            {st('visits.showReport')}
          </FormikSubmit>
        </Group>
      </form>
      {ranged.range ? (
        <Group align="flex-end" justify="space-between" gap="md">
          <Group align="flex-end" gap="md" style={{ flex: '1 1 320px' }}>
            <Select
              label={st('visits.visitTypeFilter')}
              data={visitUi.visitTypes}
              value={ranged.visitType}
              onChange={(v) => ranged.setVisitType(v ?? 'All')}
              allowDeselect={false}
              w={{ base: '100%', xs: 160 }}
              data-testid="range-type"
            />
            <TextInput
              label={st('visits.search')}
              placeholder={st('visits.searchPlaceholder')}
              value={ranged.search}
              onChange={(e) => ranged.setSearch(e.currentTarget.value)}
              type="search"
              w={{ base: '100%', xs: 320 }}
              data-testid="range-search"
            />
          </Group>
          <ExportButton
            testId="range-export"
            disabled={!ranged.input || !ranged.query.data?.dateRangeVisitorsReport.total}
            start={async () =>
              (await ranged.exportRange({ variables: { input: { ...ranged.input!, page: 1 } } })).data?.exportDateRangeVisitorsReport
            }
          />
        </Group>
      ) : null}
      {ranged.query.error ? (
        <Alert color="red" variant="light" data-testid="range-error">
          {failureText(ranged.query.error)}
        </Alert>
      ) : null}
      {ranged.range && ranged.query.data ? (
        <VisitPageView page={ranged.query.data.dateRangeVisitorsReport} zone={zone} onPage={ranged.setPage} testId="range" withDate />
      ) : ranged.range && ranged.query.loading ? (
        <Skeleton h={120} />
      ) : null}
    </Panel>
  );
}
