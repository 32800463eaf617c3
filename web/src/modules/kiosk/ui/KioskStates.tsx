import { Anchor, Center, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { kioskText } from '../kioskText';
import { displayDepotCode } from '../depotCode';

/** The kiosk's frame while the depot's answer is on its way: the tenant and depot from the address, a loader. */
export function KioskLoading({ tenantName, depotCode, loadingTitle }: { tenantName: string; depotCode: string; loadingTitle?: string }) {
  // The same frame the entry draws before React loads (shell/firstScreen.ts, index.html's `.first-*` styles): the
  // visitor sees no change when the app takes over.
  return (
    <div className="first-kiosk" data-testid="kiosk-loading">
      <header className="first-head">
        <div className="first-tenant">{tenantName}</div>
        <div className="first-code">{displayDepotCode(depotCode)}</div>
      </header>
      <div className="first-body" role="status" aria-label={kioskText.loading}>
        {loadingTitle ? <h1 className="first-title">{loadingTitle}</h1> : null}
        <div className="boot-bar" aria-hidden="true" />
      </div>
    </div>
  );
}

/** A full-screen kiosk notice: a heading, a dimmed sentence under it, and what follows (a link). */
function KioskNotice({ testId, title, body, children }: { testId: string; title: string; body: string; children?: ReactNode }) {
  return (
    <Center mih="100dvh" px="md">
      <Paper withBorder radius="lg" p="xl" maw={520} data-testid={testId}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text mt="sm" c="dimmed">
          {body}
        </Text>
        {children}
      </Paper>
    </Center>
  );
}

/** The kiosk without a network and without the depot's answer kept. */
export function KioskOfflineNotice() {
  return <KioskNotice testId="kiosk-offline" title={kioskText.offlineTitle} body={kioskText.offlineDepotBody} />;
}

/** No such depot at this address: says which, and links to the start page. */
export function KioskDepotNotFound({ tenantName, depotCode }: { tenantName: string; depotCode: string }) {
  return (
    <KioskNotice testId="kiosk-not-found" title={kioskText.depotNotFoundTitle} body={kioskText.depotNotFoundBody(tenantName, depotCode)}>
      <Anchor component={Link} to="/" mt="md" display="block">
        {kioskText.startPage}
      </Anchor>
    </KioskNotice>
  );
}

/**
 * While a step's code is on its way (a modal's first opening): nothing for a moment, then a bar; with the network
 * down, the kiosk's own notice at once (issue 36: a Sign In tapped offline, its code not on the device, did nothing
 * for ten seconds). The step opens by itself when its code arrives, or the kiosk's error screen takes over.
 */
export function KioskStepLoading() {
  const [offline, setOffline] = useState(() => navigator.onLine === false);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const update = () => setOffline(navigator.onLine === false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const timer = setTimeout(() => setSlow(true), 800);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      clearTimeout(timer);
    };
  }, []);
  if (!offline && !slow) return null;
  return (
    <div className="kiosk-step-loading" role={offline ? 'alert' : 'status'} aria-label={kioskText.loading}>
      {offline ? (
        <Paper withBorder radius="lg" p="lg" maw={480} shadow="md" data-testid="kiosk-step-offline">
          <Title order={2} size="h3">
            {kioskText.offlineTitle}
          </Title>
          <Text mt="xs">{kioskText.offlineBody}</Text>
        </Paper>
      ) : (
        <div className="boot-bar" aria-hidden="true" data-testid="kiosk-step-loading" />
      )}
    </div>
  );
}
