import { useQuery } from '@apollo/client/react';
import { Accordion, Badge, Group, List, Skeleton, Text } from '@mantine/core';
import { AgreementVersionsDocument } from './documents';
import { browserZone, versionLabel } from './versionLabel';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

/**
 * The versions of a tenant's agreement words (issue 38), newest first: each save that changed the visitors' rules or
 * the contractor rules, with its date, who saved it and whether it asks again, and its words as they were; last the
 * built-in defaults. Read only: a version never changes.
 */
export function AgreementVersions({ tenantId }: { tenantId: string | null }) {
  const { data, loading } = useQuery(AgreementVersionsDocument, { variables: { tenantId }, skip: !tenantId, fetchPolicy: 'network-only' });
  if (!tenantId) return null;
  if (loading && !data) return <Skeleton h={160} radius="md" />;
  const versions = data?.agreementVersions ?? [];
  const zone = browserZone();
  return (
    <Panel title={st('agreements.versionsTitle')} testId="agreement-versions">
      <Text c="dimmed" size="sm">
        {st('agreements.versionsIntro')}
      </Text>
      <Accordion variant="separated" chevronPosition="left">
        {versions.map((v) => (
          <Accordion.Item key={v.id} value={v.id} data-testid="agreement-version" data-kind={v.kind} data-number={v.number}>
            <Accordion.Control mih={44}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{v.kind === 'rules' ? st('agreements.kindRules') : st('agreements.kindContractor')}</Text>
                <Text data-testid="agreement-version-label">{versionLabel(v.number, v.savedAt, zone)}</Text>
                {v.savedByName ? (
                  <Text c="dimmed" size="sm">
                    {st('agreements.savedBy', { name: v.savedByName })}
                  </Text>
                ) : null}
                {v.askAgain ? (
                  <Badge color="blue.8" variant="filled" data-testid="agreement-version-ask-again">
                    {st('agreements.askAgainBadge')}
                  </Badge>
                ) : null}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <List spacing={4} size="sm" data-testid="agreement-version-words">
                {v.words.map((w) => (
                  <List.Item key={w.key} style={{ overflowWrap: 'anywhere' }}>
                    {v.kind === 'rules' ? (
                      <Text span c="dimmed" size="xs" mr={6}>
                        {w.key.toUpperCase().replace('_', ' ')}
                      </Text>
                    ) : null}
                    {w.text}
                  </List.Item>
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Panel>
  );
}
