import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { translateMessage } from '../../../i18n/messages';
import { kioskText } from '../kioskText';
import { Modal } from './lazy';

/**
 * A kiosk message (a server's text in the visitor's language, i18n/messages.ts) that closes by itself after `ms` (spec 9 timers) and then calls onDone; an OK button
 * closes it at once. tone 'error' is red.
 */
export function TimedModal({
  opened,
  title,
  message,
  ms,
  onDone,
  tone = 'info',
  testId,
  okLabel,
}: {
  opened: boolean;
  title?: string;
  message: string;
  ms: number;
  onDone: () => void;
  tone?: 'info' | 'success' | 'error';
  testId: string;
  okLabel?: string;
}) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!opened) return undefined;
    const t = setTimeout(() => done.current(), ms);
    return () => clearTimeout(t);
  }, [opened, ms]);
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'teal' : 'depot';
  return (
    <Modal opened={opened} onClose={() => done.current()} title={title} size="md" data-testid={testId} withCloseButton={false}>
      <Stack gap="lg">
        <Text fz="lg" c={tone === 'error' ? 'red.8' : undefined} data-testid={`${testId}-text`}>
          {translateMessage(message)}
        </Text>
        <Button color={color} size="lg" onClick={() => done.current()} data-testid={`${testId}-ok`}>
          {okLabel ?? kioskText.ok}
        </Button>
      </Stack>
    </Modal>
  );
}
