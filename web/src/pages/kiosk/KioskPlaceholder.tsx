import { Anchor, Badge, Center, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ui } from '../../app/messages';
import { paths } from '../../app/paths';

/** An honest stand-in for a kiosk screen: names the route and the depot it was opened for. */
export function KioskPlaceholder({ screen, pattern }: { screen: string; pattern: string }) {
  const params = useParams();
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as Array<[string, string]>;
  return (
    <Center mih="100dvh" bg="gray.0" px="md" py="xl">
      <Container size={560} w="100%" p={0}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="kiosk-placeholder" data-route={pattern}>
          <Stack gap="md">
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              {ui.kioskBadge}
            </Badge>
            <Title order={1} size="h2" data-testid="kiosk-screen">
              {screen}
            </Title>
            <Text c="dimmed">{ui.kioskPlaceholderBody}</Text>
            <Table withRowBorders={false} verticalSpacing={6} horizontalSpacing={0} fz="sm">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={110} fw={600} c="dimmed">
                    {ui.kioskRoute}
                  </Table.Th>
                  <Table.Td>
                    <Text span ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {pattern}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {entries.map(([name, value]) => (
                  <Table.Tr key={name}>
                    <Table.Th w={110} fw={600} c="dimmed">
                      {ui.kioskParamLabels[name] ?? name}
                    </Table.Th>
                    <Table.Td data-testid={`kiosk-param-${name}`} style={{ wordBreak: 'break-word' }}>
                      {value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Anchor component={Link} to={paths.home} size="sm" py={6} w="fit-content">
              {ui.goHome}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    </Center>
  );
}
