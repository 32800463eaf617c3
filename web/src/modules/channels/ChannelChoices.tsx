import { Checkbox, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { NotificationChannel } from '../../gql/graphql';
import { stMap, st } from '../../i18n/staff';

const CHANNELS: NotificationChannel[] = ['EMAIL', 'SMS', 'TEAMS', 'SLACK', 'SLACK_DM', 'TEAMS_DM'];

type Choice = { kind: string; always: boolean };
type Props = { kinds: Choice[]; chosen: Record<string, string[]>; onToggle: (kind: string, channel: string, on: boolean) => void };

/**
 * The channels per kind of notification (issue 39): a table of six channel columns from 48em up; on a phone each kind
 * its own block with the channels as labelled boxes, two a row, so nothing scrolls sideways.
 */
export function ChannelChoices({ kinds, chosen, onToggle }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const kindWords = stMap('channels.kinds');
  const channelWords = stMap('channels.channelNames');
  const box = (c: Choice, ch: NotificationChannel, label?: string) => (
    <Checkbox
      key={ch}
      size="md"
      label={label}
      styles={{ root: { minWidth: 44, minHeight: 44, display: 'flex', alignItems: 'center' } }}
      aria-label={label ? undefined : `${kindWords[c.kind]}: ${channelWords[ch]}`}
      checked={c.always || (chosen[c.kind] ?? []).includes(ch)}
      disabled={c.always}
      onChange={(e) => onToggle(c.kind, ch, e.currentTarget.checked)}
      data-testid={`my-${c.kind}-${ch}`}
    />
  );
  const always = (c: Choice) =>
    c.always ? (
      <Text size="xs" c="dimmed">
        {st('channels.always')}
      </Text>
    ) : null;

  if (!wide) {
    return (
      <Stack gap="md" data-testid="my-channel-choices" data-layout="stacked">
        {kinds.map((c) => (
          <Stack key={c.kind} gap={2} role="group" aria-labelledby={`my-kind-${c.kind}`}>
            <Text fw={600} id={`my-kind-${c.kind}`}>
              {kindWords[c.kind]}
            </Text>
            {always(c)}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={0}>
              {CHANNELS.map((ch) => box(c, ch, channelWords[ch]))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={300} data-testid="my-channel-choices" data-layout="table">
      <Table verticalSpacing="xs" horizontalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{st('channels.kind')}</Table.Th>
            {CHANNELS.map((c) => (
              <Table.Th key={c}>{channelWords[c]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinds.map((c) => (
            <Table.Tr key={c.kind}>
              <Table.Td>
                {kindWords[c.kind]}
                {always(c)}
              </Table.Td>
              {CHANNELS.map((ch) => (
                <Table.Td key={ch}>{box(c, ch)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
