import { Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { kt } from '../../../i18n/kiosk';
import type { KioskCourse } from './KioskInductionModal';
import { keptFileUrl } from './kioskOfflineCourses';

type Material = KioskCourse['material'][number];

/** The files' URLs: the server's, or (offline) blob: URLs of the kept copies, revoked when the course closes. */
function useUrls(material: Material[], offline: boolean): Record<string, string | null> {
  const [urls, setUrls] = useState<Record<string, string | null>>(() =>
    offline ? {} : Object.fromEntries(material.map((m) => [m.id, m.url])),
  );
  useEffect(() => {
    if (!offline) return undefined;
    const made: string[] = [];
    let live = true;
    void Promise.all(material.map(async (m) => [m.id, await keptFileUrl(m.url).catch(() => null)] as const)).then((pairs) => {
      for (const [, u] of pairs) if (u) made.push(u);
      if (live) setUrls(Object.fromEntries(pairs));
      else made.forEach((u) => URL.revokeObjectURL(u));
    });
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [material, offline]);
  return urls;
}

/**
 * A course's PDF and video before its questions (issue 38). The PDF opens in the tablet's own viewer (a page may not
 * frame it: the CSP forbids framing, and a tablet shows only a framed PDF's first page); the video plays here with
 * its controls (the server answers byte ranges, so it seeks). Offline, both come from the copies kept on the device;
 * a file not kept is left out.
 */
export function KioskCourseMaterial({ material, offline = false }: { material: Material[]; offline?: boolean }) {
  const urls = useUrls(material, offline);
  if (!material.length) return null;
  return (
    <Stack gap="sm" data-testid="induction-material">
      {material.map((m) => {
        const url = urls[m.id];
        if (!url) return null;
        return m.kind === 'pdf' ? (
          <Paper key={m.id} withBorder radius="md" p="sm">
            <Stack gap={6} align="flex-start">
              <Button
                component="a"
                href={url}
                target="_blank"
                rel="noopener"
                size="lg"
                variant="light"
                // A link's box does not centre its label as a button's does (the kiosk's buttons grow to fit it).
                styles={{ root: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', maxWidth: '100%' } }}
                data-testid="induction-pdf"
              >
                {kt('inductionReadPdf')}
              </Button>
              <Text fz="sm" c="dimmed">
                {kt('inductionPdfHint')}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <Stack key={m.id} gap={4}>
            <Text fw={600}>{kt('inductionVideo')}</Text>
            <video
              src={url}
              controls
              playsInline
              preload="metadata"
              data-testid="induction-video"
              // At most 45% of the screen's height (letterboxed): the questions stay in reach below it.
              style={{ width: '100%', maxHeight: '45vh', borderRadius: 8, background: '#000', display: 'block' }}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
