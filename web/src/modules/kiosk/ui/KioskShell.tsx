import { Anchor, Box, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DateTime } from 'luxon';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { kioskText } from '../kioskText';
import { displayDepotCode, useKiosk } from '../KioskContext';

/** The depot's wall clock, ticking every second (spec 2.1: the current date and a live clock). */
export function useDepotClock(zone: string | undefined): DateTime {
  const [now, setNow] = useState(() => DateTime.now().setZone(zone ?? 'local'));
  useEffect(() => {
    const t = setInterval(() => setNow(DateTime.now().setZone(zone ?? 'local')), 1000);
    return () => clearInterval(t);
  }, [zone]);
  return zone ? now.setZone(zone) : now;
}

/** Every kiosk screen: the tenant and depot in a header, one card of content, a way home. */
export function KioskShell({ children, title, home = true, width = 720 }: { children: ReactNode; title?: string; home?: boolean; width?: number }) {
  const { depot, loading, missing, tenantName, depotCode, goHome } = useKiosk();
  const now = useDepotClock(depot?.timeZone);
  if (loading) return <Center mih="100dvh"><Loader /></Center>;
  if (missing || !depot) {
    return (
      <Center mih="100dvh" px="md">
        <Paper withBorder radius="lg" p="xl" maw={520} data-testid="kiosk-not-found">
          <Title order={1} size="h2">{kioskText.depotNotFoundTitle}</Title>
          <Text mt="sm" c="dimmed">{kioskText.depotNotFoundBody(tenantName, depotCode)}</Text>
          <Anchor component={Link} to="/" mt="md" display="block">{kioskText.startPage}</Anchor>
        </Paper>
      </Center>
    );
  }
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="depot.8" c="white" px={{ base: 'sm', sm: 'lg' }} py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} fz={{ base: 'md', sm: 'lg' }} truncate data-testid="kiosk-tenant">{depot.tenantName}</Text>
            <Text fz="sm" opacity={0.85} data-testid="kiosk-depot-code">{displayDepotCode(depot.code)}</Text>
          </Stack>
          <Text fw={600} fz={{ base: 'lg', sm: 'xl' }} ff="monospace" data-testid="kiosk-clock">{now.toFormat('HH:mm:ss')}</Text>
        </Group>
      </Box>
      <Container size={width} w="100%" px={{ base: 'xs', sm: 'md' }} py={{ base: 'sm', sm: 'lg' }} style={{ flex: 1 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            {title ? <Title order={1} size="h2" data-testid="kiosk-screen">{title}</Title> : null}
            {children}
          </Stack>
        </Paper>
        {home ? (
          <Center mt="md">
            <Anchor component="button" type="button" onClick={goHome} fz="md" data-testid="kiosk-home-link">{kioskText.backHome}</Anchor>
          </Center>
        ) : null}
      </Container>
    </Box>
  );
}
