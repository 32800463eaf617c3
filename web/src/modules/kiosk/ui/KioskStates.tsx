import { Anchor, Box, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { kioskText } from '../kioskText';
import { displayDepotCode } from '../KioskContext';

/** The kiosk's frame while the depot's answer is on its way: the tenant and depot from the address, a loader. */
export function KioskLoading({ tenantName, depotCode, loadingTitle }: { tenantName: string; depotCode: string; loadingTitle?: string }) {
  return (
    <Box mih="100dvh" bg="gray.0" data-testid="kiosk-loading">
      <Box component="header" bg="depot.8" c="white" px={{ base: 'sm', sm: 'lg' }} py="sm">
        <Text fw={700} fz={{ base: 'md', sm: 'lg' }} truncate>
          {tenantName}
        </Text>
        <Text fz="sm" opacity={0.85}>
          {displayDepotCode(depotCode)}
        </Text>
      </Box>
      <Center py="xl" px="md">
        <Stack align="center" gap="lg">
          {loadingTitle ? (
            <Title order={1} size="h1" ta="center">
              {loadingTitle}
            </Title>
          ) : null}
          <Loader aria-label={kioskText.loading} />
        </Stack>
      </Center>
    </Box>
  );
}

/** The kiosk without a network and without the depot's answer kept. */
export function KioskOfflineNotice() {
  return (
    <Center mih="100dvh" px="md">
      <Paper withBorder radius="lg" p="xl" maw={520} data-testid="kiosk-offline">
        <Title order={1} size="h2">
          {kioskText.offlineTitle}
        </Title>
        <Text mt="sm" c="dimmed">
          {kioskText.offlineDepotBody}
        </Text>
      </Paper>
    </Center>
  );
}

/** No such depot at this address: says which, and links to the start page. */
export function KioskDepotNotFound({ tenantName, depotCode }: { tenantName: string; depotCode: string }) {
  return (
    <Center mih="100dvh" px="md">
      <Paper withBorder radius="lg" p="xl" maw={520} data-testid="kiosk-not-found">
        <Title order={1} size="h2">
          {kioskText.depotNotFoundTitle}
        </Title>
        <Text mt="sm" c="dimmed">
          {kioskText.depotNotFoundBody(tenantName, depotCode)}
        </Text>
        <Anchor component={Link} to="/" mt="md" display="block">
          {kioskText.startPage}
        </Anchor>
      </Paper>
    </Center>
  );
}
