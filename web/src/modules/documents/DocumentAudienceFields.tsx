import { useQuery } from '@apollo/client/react';
import { MultiSelect, Switch } from '@mantine/core';
import { VisitReasonListDocument } from '../reasons/documents';
import { st } from '../../i18n/staff';

export type Audience = { forPartners: boolean; forVisitors: boolean; visitReasonIds: string[] };

/**
 * Issue 38: who a document type is asked of: partners (the role names above), and planned visitors (every one, or by
 * visit reason: the tenant's active reasons), who upload it on the pre-arrival page.
 */
export function DocumentAudienceFields({
  tenantId,
  value,
  onChange,
}: {
  tenantId: string | null;
  value: Audience;
  onChange: (v: Audience) => void;
}) {
  const reasons = useQuery(VisitReasonListDocument, { variables: { tenantId }, skip: !value.forVisitors });
  const data = (reasons.data?.visitReasonList ?? []).filter((r) => !r.retired).map((r) => ({ value: r.id, label: r.text }));
  return (
    <>
      <Switch
        label={st('documents.forPartners')}
        checked={value.forPartners}
        onChange={(e) => onChange({ ...value, forPartners: e.currentTarget.checked })}
        data-testid="document-type-partners"
      />
      <Switch
        label={st('documents.forVisitors')}
        checked={value.forVisitors}
        onChange={(e) => onChange({ ...value, forVisitors: e.currentTarget.checked })}
        data-testid="document-type-visitors"
      />
      {value.forVisitors ? (
        <MultiSelect
          label={st('documents.visitReasons')}
          description={st('documents.visitReasonsHint')}
          data={data}
          value={value.visitReasonIds}
          onChange={(visitReasonIds) => onChange({ ...value, visitReasonIds })}
          searchable
          clearable
          data-testid="document-type-reasons"
        />
      ) : null}
    </>
  );
}
