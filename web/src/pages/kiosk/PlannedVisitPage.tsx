import { Text } from '@mantine/core';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { carReg } from '@contracts/normalise';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { carRegField, KioskDetailsForm, personFields } from '../../modules/kiosk/ui/KioskDetailsForm';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { useSignIn } from '../../modules/kiosk/useSignIn';

/**
 * Planned (or regular, after resolution) check-in (spec 5): name, email, company and host read-only; the
 * car registration typed; Proceed only when all six are non-empty; then the rules journey.
 */
export function PlannedVisitPage() {
  const { journey, goHome } = useKiosk();
  const signIn = useSignIn();
  useEffect(() => {
    if (!journey) goHome();
  }, [journey, goHome]);
  const p = journey?.person;
  const formik = useFormik({
    initialValues: {
      firstName: p?.firstName ?? '',
      lastName: p?.lastName ?? '',
      email: p?.email ?? '',
      company: p?.company ?? '',
      meetingWith: p?.meetingWith ?? '',
      carReg: p?.carReg ?? '',
    },
    onSubmit: (v) => signIn.start({ ...journey!, person: { ...journey!.person, carReg: carReg(v.carReg) } }),
  });
  const ready = Object.values(formik.values).every((v) => v.trim() !== '');
  if (!journey) return null;
  return (
    <KioskShell title={journey.kind === 'Regular' ? kioskText.regularVisitor : kioskText.plannedVisit}>
      <Text c="dimmed">Reference {journey.reference}</Text>
      <KioskDetailsForm
        formik={formik}
        ready={ready}
        signIn={signIn}
        fields={[...personFields(false), { name: 'meetingWith', label: kioskText.meetingWith, readOnly: true }, carRegField()]}
      />
    </KioskShell>
  );
}
