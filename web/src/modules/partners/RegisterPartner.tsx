import { useMutation } from '@apollo/client/react';
import { Paper, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { successMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { paths } from '../../app/paths';
import { PartnersDocument, RegisterPartnerDocument } from './documents';
import { useShiftRoleOptions } from '../shifts/shiftRoleOptions';
import { PartnerForm } from './PartnerForm';
import { blankPartner, type PartnerValues } from './partnerValues';
import { st } from '../../i18n/staff';
import { typedPhone } from '../evacuation-notices/phone';

export const partnerInput = (v: PartnerValues) => ({
  name: v.name.trim(),
  organisation: v.organisation.trim(),
  email: v.email.trim() || null,
  phone: v.phone.trim() ? typedPhone(v.phone) : null,
  shiftId: v.shiftId || null,
  roleId: v.roleId || null,
  signFlag: v.signFlag,
  badgeNumFlag: v.badgeNumFlag,
  singleSignFlag: v.singleSignFlag,
  enterTemperature: v.enterTemperature,
});

/**
 * One partner (spec 2.2, 4.7): saved ('Partner Details Saved Successfully!'), the form cleared, then `onSaved`
 * (default: stay on /register-partner; from the live report's modal: /LiveVisITReport).
 */
export function RegisterPartner({ depotId, onSaved, bare }: { depotId: string | null; onSaved?: () => void; bare?: boolean }) {
  const navigate = useNavigate();
  const options = useShiftRoleOptions();
  const [register] = useMutation(RegisterPartnerDocument);
  const form = (
    <PartnerForm
      mode="register"
      initial={blankPartner}
      shifts={options.shifts}
      roles={options.roles}
      submitLabel={st('partners.savePartner')}
      testId="partner-form"
      onSubmit={async (v) => {
        if (!depotId) return false;
        await register({
          variables: { input: { ...partnerInput(v), workId: v.workId.trim(), depotId } },
          refetchQueries: [PartnersDocument],
        });
        toastSuccess(successMessages.partnerSaved, { autoClose: 4000 });
        if (onSaved) onSaved();
        else navigate(paths.registerPartner);
        return true;
      }}
    />
  );
  if (bare) return form;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} size="h4" mb="md">
        {st('partners.singleRegistration')}
      </Title>
      {form}
    </Paper>
  );
}
