import { Alert, Anchor, Button, CopyButton, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { tenantUi } from './messages';
import { QrImage } from '../../ui/QrImage';
import { st } from '../../i18n/staff';
import { worksOffline } from './kioskOffline';

function KioskLink({ label, url, code, testId }: { label: string; url: string; code: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <QrImage value={url} alt={tenantUi.qrAlt(label, code)} size={132} testId="kiosk-qr" />
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Anchor href={url} target="_blank" rel="noopener" size="sm" style={{ wordBreak: 'break-all' }} data-testid={`${testId}-link`}>
            {url}
          </Anchor>
          <Group gap={6}>
            <Button component="a" href={url} target="_blank" rel="noopener" size="xs" variant="light">
              {st('tenants.openKiosk')}
            </Button>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? st('tenants.copied') : st('tenants.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Links and QR codes to open on the entrance tablet (the server builds them from PUBLIC_URL, else from the address in use). */
export function KioskLinks({
  code,
  visitorUrl,
  partnerUrl,
  certificateUrl,
}: {
  code: string;
  visitorUrl: string;
  partnerUrl: string;
  /** Set when the links use the server's own https (HTTPS_PORT): the certificate a tablet installs once. */
  certificateUrl?: string | null;
}) {
  return (
    <Stack gap="sm" data-testid="kiosk-links">
      <div>
        <SectionHeading title={st('tenants.kioskTitle')} intro={st('tenants.kioskIntro')} order={4} size="h5" />
      </div>
      {worksOffline(visitorUrl) ? (
        <Text size="sm" data-testid="kiosk-offline-ready">
          {st('tenants.offlineReady')}
        </Text>
      ) : (
        <Alert color="yellow" variant="light" data-testid="kiosk-offline-needs-https">
          {st('tenants.offlineNeedsHttps', { origin: new URL(visitorUrl).origin })}
        </Alert>
      )}
      {certificateUrl ? (
        <Paper withBorder radius="md" p="sm" data-testid="kiosk-trust">
          <Text fw={600} size="sm">
            {st('tenants.trustTitle')}
          </Text>
          <Text size="sm" mt={4}>
            {st('tenants.trustBody')}
          </Text>
          <Button component="a" href={certificateUrl} download size="sm" variant="light" mt="xs" data-testid="kiosk-trust-download">
            {st('tenants.trustDownload')}
          </Button>
          <List size="sm" mt="xs" spacing={4}>
            <List.Item>{st('tenants.trustAndroid')}</List.Item>
            <List.Item>{st('tenants.trustIpad')}</List.Item>
          </List>
        </Paper>
      ) : null}
      <SimpleGrid cols={{ base: 1 }} spacing="sm">
        <KioskLink label={st('tenants.visitorKiosk')} url={visitorUrl} code={code} testId="kiosk-visitor" />
        <KioskLink label={st('tenants.partnerKiosk')} url={partnerUrl} code={code} testId="kiosk-partner" />
      </SimpleGrid>
    </Stack>
  );
}
