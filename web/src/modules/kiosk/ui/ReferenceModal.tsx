import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from './mantineModal';
import { Html5Qrcode } from 'html5-qrcode';
import { useEffect, useId, useRef, useState } from 'react';
import { upper } from '@contracts/normalise';
import { KIOSK_TIMERS } from '../kioskErrors';
import { kioskText } from '../kioskText';
import { VirtualKeyboard } from './VirtualKeyboard';

/**
 * The reference prompt (spec 4.3, 9): scans a QR code with the camera (a scan every 100 ms, a 600 px
 * box) or takes a typed reference on the R/V/A keypad; closes by itself after 8 s without input.
 */
export function ReferenceModal({
  opened,
  onClose,
  onReference,
  title = kioskText.referenceTitle,
  scan = true,
}: {
  opened: boolean;
  onClose: () => void;
  onReference: (ref: string) => void;
  title?: string;
  scan?: boolean;
}) {
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState<'starting' | 'on' | 'off'>('starting');
  const [touched, setTouched] = useState(0);
  const regionId = `qr-${useId().replace(/:/g, '')}`;
  const submitted = useRef(false);

  useEffect(() => {
    if (opened) {
      setValue('');
      submitted.current = false;
      setTouched(Date.now());
    }
  }, [opened]);

  // Auto-close after 8 s without input (every key press starts the wait again). The latest onClose is read
  // through a ref: a parent that re-renders (the home page's clock ticks every second) must not restart the wait.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!opened) return undefined;
    const t = setTimeout(() => close.current(), KIOSK_TIMERS.qrModal);
    return () => clearTimeout(t);
  }, [opened, touched]);

  useEffect(() => {
    if (!opened || !scan) return undefined;
    let scanner: Html5Qrcode | null = null;
    let stopped = false;
    setCamera('starting');
    const start = async () => {
      try {
        const cams = await Html5Qrcode.getCameras();
        if (stopped || !cams.length) {
          setCamera('off');
          return;
        }
        scanner = new Html5Qrcode(regionId, { verbose: false });
        await scanner.start(
          { facingMode: 'environment' },
          {
            fps: 1000 / KIOSK_TIMERS.qrScanDelay,
            qrbox: 600 > window.innerWidth ? Math.floor(window.innerWidth * 0.6) : 260,
            aspectRatio: 1,
          },
          (text) => {
            if (!submitted.current) {
              submitted.current = true;
              onReference(upper(text));
            }
          },
          () => undefined,
        );
        if (stopped) await scanner.stop().catch(() => undefined);
        else setCamera('on');
      } catch {
        if (!stopped) setCamera('off');
      }
    };
    const t = setTimeout(start, 50); // the region must be in the DOM
    return () => {
      stopped = true;
      clearTimeout(t);
      if (scanner?.isScanning) scanner.stop().catch(() => undefined);
    };
  }, [opened, scan, regionId, onReference]);

  const submit = () => {
    const ref = upper(value);
    if (!ref || submitted.current) return;
    submitted.current = true;
    onReference(ref);
  };
  const type = (v: string) => {
    setValue(upper(v));
    setTouched(Date.now());
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" data-testid="reference-modal">
      <Stack gap="sm">
        {scan ? (
          <>
            <Box id={regionId} w="100%" maw={360} mx="auto" style={{ display: camera === 'on' ? 'block' : 'none' }} />
            <Text c="dimmed" fz="sm" data-testid="camera-state">
              {camera === 'off' ? kioskText.noCamera : kioskText.scanHint}
            </Text>
          </>
        ) : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group align="end" wrap="nowrap">
            <TextInput
              label={kioskText.referenceLabel}
              value={value}
              onChange={(e) => type(e.currentTarget.value)}
              size="lg"
              style={{ flex: 1 }}
              autoComplete="off"
              inputMode="none"
              data-testid="reference-input"
              required
            />
            <Button type="submit" size="lg" disabled={!value.trim()} data-testid="reference-submit">
              {kioskText.search}
            </Button>
          </Group>
        </form>
        <VirtualKeyboard value={value} onChange={type} layout="reference" always testId="reference-keypad" />
      </Stack>
    </Modal>
  );
}
