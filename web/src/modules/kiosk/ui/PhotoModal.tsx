import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { kioskText } from '../kioskText';
import { KIOSK_TIMERS } from '../kioskErrors';
import { Modal } from './mantineModal';
import { useCamera } from './useCamera';

/**
 * The visitor's photo (issue 37), asked for after the checks when the depot takes one: the visitor sees themselves
 * (a mirrored live preview), takes the photo, and may take it again before using it. No camera, or the permission
 * refused: the kiosk says so for a moment and the sign-in goes on without a photo (`onDone(null)`).
 */
export function PhotoModal({ opened, onDone, onCancel }: { opened: boolean; onDone: (photo: Blob | null) => void; onCancel: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(opened, video);
  const [shot, setShot] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!opened) setShot(null);
  }, [opened]);
  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);
  useEffect(() => {
    if (!opened || camera.state !== 'failed') return undefined;
    const t = setTimeout(() => onDone(null), KIOSK_TIMERS.error);
    return () => clearTimeout(t);
  }, [opened, camera.state, onDone]);

  const take = async () => {
    const blob = await camera.capture();
    if (blob) setShot({ blob, url: URL.createObjectURL(blob) });
  };
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      title={kioskText.photoTitle}
      size="lg"
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      data-testid="photo-modal"
    >
      {camera.state === 'failed' ? (
        <Text size="lg" data-testid="photo-no-camera" role="status">
          {kioskText.photoNoCamera}
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="lg">{camera.state === 'starting' ? kioskText.photoStarting : kioskText.photoHelp}</Text>
          <div className="kiosk-photo-frame">
            <video ref={video} muted playsInline aria-hidden hidden={!!shot} data-testid="photo-preview" />
            {shot && <img src={shot.url} alt={kioskText.photoAlt} data-testid="photo-taken" />}
          </div>
          <SimpleGrid cols={{ base: 1, sm: shot ? 3 : 2 }} spacing="sm">
            <Button size="xl" variant="default" onClick={onCancel}>
              {kioskText.cancel}
            </Button>
            {shot ? (
              <>
                <Button size="xl" variant="light" onClick={() => setShot(null)} data-testid="photo-retake">
                  {kioskText.photoRetake}
                </Button>
                <Button size="xl" onClick={() => onDone(shot.blob)} data-testid="photo-use">
                  {kioskText.photoUse}
                </Button>
              </>
            ) : (
              <Button size="xl" onClick={() => void take()} disabled={camera.state !== 'live'} data-testid="photo-take">
                {kioskText.photoTake}
              </Button>
            )}
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
