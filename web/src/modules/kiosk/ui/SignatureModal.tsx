import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { kioskText } from '../kioskText';
import { Modal, SignaturePad } from './lazy';

/**
 * The visitor's signature (spec 4.1), asked for before the check-in when the visit needs one. It closes only by
 * Complete or by Cancel, which goes home with the visitor not signed in (issue 36).
 */
export function SignatureModal({
  opened,
  busy,
  onSigned,
  onCancel,
}: {
  opened: boolean;
  busy: boolean;
  onSigned: (png: string) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      title={kioskText.signTitle}
      size="xl"
      data-testid="signature-modal"
    >
      <Suspense
        fallback={
          <Center mih={200}>
            <Loader />
          </Center>
        }
      >
        <SignaturePad onComplete={onSigned} busy={busy} onCancel={onCancel} />
      </Suspense>
    </Modal>
  );
}
