import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../../app/auth';
import { partnerUi } from '../../app/messages';
import { graphql } from '../../gql';

export const StaffDepotsDocument = graphql(`
  query StaffDepots {
    depots {
      id
      code
      text
      timeZone
    }
  }
`);

/** The depots the signed-in user may work with (a DepotManager: its own), and the one chosen. */
export function useDepotChoice() {
  const { user } = useAuth();
  const { data, loading } = useQuery(StaffDepotsDocument);
  const depots = data?.depots ?? [];
  const [depotId, setDepotId] = useState<string | null>(null);
  useEffect(() => {
    if (depotId && depots.some((d) => d.id === depotId)) return;
    if (depots.length === 0) return;
    const own = user?.depot?.id && depots.find((d) => d.id === user.depot?.id);
    setDepotId((own || depots[0]).id);
  }, [depots, depotId, user]);
  const depot = depots.find((d) => d.id === depotId) ?? null;
  return { depots, depotId, depot, setDepotId, loading };
}

export function DepotSelect({ choice, testId = 'depot-select', required }: { choice: ReturnType<typeof useDepotChoice>; testId?: string; required?: boolean }) {
  return (
    <Select
      label={partnerUi.depot}
      placeholder={partnerUi.chooseDepot}
      data={choice.depots.map((d) => ({ value: d.id, label: d.text || d.code }))}
      value={choice.depotId}
      onChange={(v) => v && choice.setDepotId(v)}
      allowDeselect={false}
      withAsterisk={required}
      searchable={choice.depots.length > 6}
      nothingFoundMessage={partnerUi.noDepots}
      data-testid={testId}
      w={{ base: '100%', sm: 300 }}
    />
  );
}
