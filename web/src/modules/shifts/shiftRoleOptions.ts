import { useQuery } from '@apollo/client/react';
import { RolesDocument } from '../roles/documents';
import { ShiftsDocument } from './documents';

/** Shift and role choices for the partner forms: "Day (08:00 – 16:00)", "Forklift Driver". */
export function useShiftRoleOptions() {
  const shifts = useQuery(ShiftsDocument, { fetchPolicy: 'cache-and-network' });
  const roles = useQuery(RolesDocument, { fetchPolicy: 'cache-and-network' });
  return {
    shifts: (shifts.data?.shifts ?? []).map((s) => ({
      value: s.id,
      label: `${s.shiftName ? `${s.shiftName} ` : ''}(${s.startTime} – ${s.endTime})`.trim(),
    })),
    roles: (roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.roleName })),
  };
}
