import { useFormik } from 'formik';
import { useGraphQLQuery } from '../../app/graphqlFetch';
import { localErrors } from '../../app/transport';
import { capitalFirst, carReg } from '@contracts/normalise';
import { isEmail } from '@contracts/email';
import { isE164, typedPhone } from '../../modules/evacuation-notices/phone';
import { KioskHostsDocument, ReasonsDocument } from '../../modules/kiosk/documents';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { carRegField, KioskDetailsForm, personFields, typedName } from '../../modules/kiosk/ui/KioskDetailsForm';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { useSignIn } from '../../modules/kiosk/useSignIn';

/** The host picker's "Someone else": the name is typed (never an id the server knows). */
const SOMEONE_ELSE = 'someone-else';

/**
 * Walk-in (spec 5): proceeds only when first name, last name, email, company, car registration and reason are given.
 * The host (optional) is picked from the people who host at the depot (issue 36: that person is e-mailed on arrival),
 * or "Someone else" with the name typed; a depot with nobody listed asks for the name as before.
 */
export function UnplannedVisitPage() {
  const { depot } = useKiosk();
  const signIn = useSignIn();
  const { data } = useGraphQLQuery(ReasonsDocument, depot ? { depotId: depot.id } : null, { ...localErrors, deviceCopy: true });
  const hostList = useGraphQLQuery(KioskHostsDocument, depot ? { depotId: depot.id } : null, { ...localErrors, deviceCopy: true });
  const hosts = hostList.data?.kioskHosts ?? [];
  const formik = useFormik({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      phone: '',
      hostId: '',
      meetingWith: '',
      carReg: '',
      reasonForVisit: '',
    },
    // The server's rules (contracts/email.ts, E.164): 'walter@deliveries' or '0851234' is refused here, before the rules.
    validate: (v) => ({
      ...(v.email.trim() && !isEmail(v.email.trim()) ? { email: kioskText.emailInvalid } : {}),
      ...(v.phone.trim() && !isE164(typedPhone(v.phone)) ? { phone: kioskText.phoneInvalid } : {}),
    }),
    onSubmit: (v) => {
      const host = v.hostId && v.hostId !== SOMEONE_ELSE ? hosts.find((h) => h.id === v.hostId) : undefined;
      signIn.start({
        kind: 'Unplanned',
        answers: {},
        flags: { signFlag: false, badgeNumFlag: false, enterTemperature: true, offerBadge: true },
        person: {
          firstName: capitalFirst(v.firstName),
          lastName: capitalFirst(v.lastName),
          email: v.email.trim(),
          company: capitalFirst(v.company),
          ...(v.phone.trim() ? { phone: typedPhone(v.phone) } : {}),
          meetingWith: host ? host.name : capitalFirst(v.meetingWith),
          ...(host ? { hostId: host.id } : {}),
          carReg: carReg(v.carReg),
          reasonForVisit: v.reasonForVisit,
        },
      });
    },
  });
  const v = formik.values;
  const ready = [v.firstName, v.lastName, v.email, v.company, v.carReg, v.reasonForVisit].every((x) => x.trim() !== '');
  // The host: a choice of the depot's hosts and "Someone else" (then the name is typed); no list, the name as before.
  const hostFields = hosts.length
    ? [
        {
          name: 'hostId',
          label: kioskText.optionalField(kioskText.meetingWith),
          // Issue 39: the directory's hosts too, with their department (two people of one name told apart); typing filters.
          options: [
            ...hosts.map((h) => ({ value: h.id, label: h.department ? `${h.name} · ${h.department}` : h.name })),
            { value: SOMEONE_ELSE, label: kioskText.hostSomeoneElse },
          ],
          optional: true,
          searchable: true,
        },
        ...(v.hostId === SOMEONE_ELSE
          ? [{ name: 'meetingWith', label: kioskText.hostOtherName, normalise: typedName, optional: true }]
          : []),
      ]
    : [{ name: 'meetingWith', label: kioskText.optionalField(kioskText.meetingWith), normalise: typedName, optional: true }];
  return (
    <KioskShell title={kioskText.unplannedVisit}>
      <KioskDetailsForm
        formik={formik}
        ready={ready}
        signIn={signIn}
        fields={[
          ...personFields(true),
          {
            name: 'phone',
            label: kioskText.optionalField(kioskText.phone),
            description: kioskText.phoneHint,
            type: 'tel',
            optional: true,
          },
          ...hostFields,
          carRegField(),
          { name: 'reasonForVisit', label: kioskText.reason, options: data?.visitorReasons ?? [] },
        ]}
      />
    </KioskShell>
  );
}
