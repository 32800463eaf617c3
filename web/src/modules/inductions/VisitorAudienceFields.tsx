import { useQuery } from '@apollo/client/react';
import { Checkbox, MultiSelect } from '@mantine/core';
import { VisitReasonListDocument } from '../reasons/documents';
import { st } from '../../i18n/staff';

/**
 * Issue 38: a course's visitor audience in the course form: regular visitors, and visitors by visit reason (the
 * tenant's reasons; a retired one stays listed while the course names it).
 */
export function VisitorAudienceFields({
  tenantId,
  regularVisitors,
  reasonIds,
  onRegular,
  onReasons,
  error,
}: {
  tenantId: string | null;
  regularVisitors: boolean;
  reasonIds: string[];
  onRegular: (v: boolean) => void;
  onReasons: (v: string[]) => void;
  error?: string;
}) {
  const reasons = useQuery(VisitReasonListDocument, { variables: { tenantId } });
  const data = (reasons.data?.visitReasonList ?? [])
    .filter((r) => !r.retired || reasonIds.includes(r.id))
    .map((r) => ({ value: r.id, label: r.text }));
  return (
    <>
      <Checkbox
        label={st('inductions.label.regularVisitors')}
        checked={regularVisitors}
        onChange={(e) => onRegular(e.currentTarget.checked)}
        data-testid="induction-regular"
      />
      <MultiSelect
        label={st('inductions.label.reasonIds')}
        description={st('inductions.label.reasonIdsHint')}
        data={data}
        value={reasonIds}
        onChange={onReasons}
        searchable
        error={error}
        data-testid="induction-reasons"
      />
    </>
  );
}
