import { Button, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { KIOSK_TIMERS } from './kioskErrors';
import { kioskText } from './kioskText';
import { Modal } from './ui/lazy';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'input', 'wheel'] as const;

/**
 * A kiosk screen left alone returns to the depot home with the visitor's data cleared: after `idleMs`
 * without a touch or a key, an "Are you still there?" prompt counts down `warnMs`; a touch on it keeps the
 * screen, the end of the count calls onTimeout. Returns the prompt to render.
 */
export function useIdleReset(
  enabled: boolean,
  onTimeout: () => void,
  idleMs: number = KIOSK_TIMERS.idle,
  warnMs: number = KIOSK_TIMERS.idleWarning,
) {
  const [warning, setWarning] = useState(false);
  const [left, setLeft] = useState(Math.ceil(warnMs / 1000));
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const arm = useCallback(() => {
    clearTimeout(idle.current);
    if (enabled) idle.current = setTimeout(() => setWarning(true), idleMs);
  }, [enabled, idleMs]);

  // Any activity while no prompt is shown starts the wait again.
  useEffect(() => {
    if (!enabled || warning) return undefined;
    arm();
    const onActivity = () => arm();
    for (const e of ACTIVITY) window.addEventListener(e, onActivity, { capture: true, passive: true });
    return () => {
      clearTimeout(idle.current);
      for (const e of ACTIVITY) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, [enabled, warning, arm]);

  // The prompt's count down, second by second; at zero the screen resets.
  useEffect(() => {
    if (!warning) return undefined;
    const end = Date.now() + warnMs;
    setLeft(Math.ceil(warnMs / 1000));
    const t = setInterval(() => {
      const ms = end - Date.now();
      if (ms <= 0) {
        clearInterval(t);
        setWarning(false);
        timeout.current();
      } else setLeft(Math.ceil(ms / 1000));
    }, 250);
    return () => clearInterval(t);
  }, [warning, warnMs]);

  const stay = () => setWarning(false);
  return (
    <Modal opened={enabled && warning} onClose={stay} size="md" title={kioskText.stillThereTitle} data-testid="idle-prompt" zIndex={1000}>
      <Stack gap="lg">
        <Text fz="lg" data-testid="idle-prompt-text">
          {kioskText.stillThereBody(left)}
        </Text>
        <Button size="xl" onClick={stay} data-testid="idle-stay">
          {kioskText.stillHere}
        </Button>
      </Stack>
    </Modal>
  );
}
