import { useQuery } from '@apollo/client/react';
import { Select, SimpleGrid } from '@mantine/core';
import type { FormikProps } from 'formik';
import { ExpectedLengthSelect } from '../overstay/ExpectedLengthSelect';
import type { Values } from './bookVisit';
import { BookingReasonsDocument } from '../staff/documents';
import { st } from '../../i18n/staff';

/**
 * A booking's visit reason (issue 38), optional, from the depot's list (a reason may ask for a course or a document
 * before arrival), beside its expected length (issue 37).
 */
export function BookingReasonAndLength({ depotId, formik }: { depotId: string | null; formik: FormikProps<Values> }) {
  const reasons = useQuery(BookingReasonsDocument, { variables: { depotId }, skip: !depotId });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={st('booking.reason')}
        description={st('booking.reasonHint')}
        placeholder={st('booking.reasonNone')}
        data={reasons.data?.visitorReasons ?? []}
        value={formik.values.reasonForVisit || null}
        onChange={(v) => void formik.setFieldValue('reasonForVisit', v ?? '')}
        clearable
        searchable
        data-testid="book-reasonForVisit"
      />
      <ExpectedLengthSelect value={formik.values.expectedMinutes} onChange={(v) => void formik.setFieldValue('expectedMinutes', v)} />
    </SimpleGrid>
  );
}
