import { Alert, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { DayInput } from '../../ui/DateTimeInputs';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { DepotSelect } from '../staff/useDepots';
import { PartnerReportResult } from './PartnerReportResult';
import { usePartnerReport } from './usePartnerReport';
import { st } from '../../i18n/staff';

/** Partners report (spec 2.2, 2.4): daily and date-range search, the spec's empty states, Excel export. */
export function PartnerReport() {
  const { choice, mode, switchMode, date, setDate, search, setSearch, formik, report, exporting, doExport, loading, errorText } =
    usePartnerReport();
  return (
    <Stack gap="lg" data-testid="partner-report">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="md">
            <Text fw={600}>{mode === 'daily' ? st('partners.daily') : st('partners.dateRange')}</Text>
            <SegmentedControl
              value={mode}
              onChange={switchMode}
              data={[
                { value: 'daily', label: st('partners.daily') },
                { value: 'range', label: st('partners.dateRange') },
              ]}
              data-testid="report-mode"
            />
          </Group>
          <TextInput
            type="search"
            label={st('partners.searchPartners')}
            placeholder={st('partners.searchPartnersPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
            data-testid="report-filter"
          />
          {mode === 'daily' ? (
            <Group align="flex-start" gap="md">
              <DepotSelect choice={choice} testId="report-depot" required />
              <DayInput label={st('partners.date')} value={date} onChange={setDate} w={{ base: '100%', sm: 200 }} testId="report-date" />
            </Group>
          ) : (
            <form onSubmit={formik.handleSubmit} noValidate data-testid="report-range-form">
              <Group align="flex-start" gap="md">
                <DepotSelect choice={choice} testId="report-depot" required />
                {(['dateFrom', 'dateTo'] as const).map((name) => (
                  <DayInput
                    key={name}
                    label={st(`partners.${name}`)}
                    withAsterisk
                    value={formik.values[name]}
                    onChange={(d) => void formik.setFieldValue(name, d)}
                    onBlur={() => void formik.setFieldTouched(name, true)}
                    error={formik.touched[name] ? formik.errors[name] : undefined}
                    w={{ base: '100%', sm: 200 }}
                    testId={name === 'dateFrom' ? 'report-date-from' : 'report-date-to'}
                  />
                ))}
                <FormikSubmit formik={formik} testId="report-search" size="sm" h={36} fullWidth={false} mt={{ base: 0, sm: 25 }}>
                  {st('partners.search')}
                </FormikSubmit>
              </Group>
            </form>
          )}
        </Stack>
      </Paper>

      {errorText ? (
        <Alert color="red" variant="light" data-testid="report-error">
          {errorText}
        </Alert>
      ) : null}

      {report ? (
        <PartnerReportResult report={report} mode={mode} exporting={exporting} onExport={() => void doExport()} />
      ) : loading ? (
        <Text c="dimmed">…</Text>
      ) : null}
    </Stack>
  );
}
