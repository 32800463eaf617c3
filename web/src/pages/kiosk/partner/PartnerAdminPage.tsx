import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** /partner-admin: the spec shows no contents; it points staff to where partners are managed. */
export function PartnerAdminPage() {
  return (
    <Center mih="100dvh" px="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" maw={520} data-testid="partner-admin">
        <Stack gap="sm">
          <Title order={1} size="h2">
            Partner administration
          </Title>
          <Text c="dimmed">Partners, their shifts and roles are managed by staff after logging in.</Text>
          <Anchor component={Link} to={paths.registerPartner}>
            Register and manage partners
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
