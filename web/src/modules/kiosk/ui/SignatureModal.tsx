import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { kioskText } from '../kioskText';
import { Modal, SignaturePad } from './lazy';

/** The visitor's signature (spec 4.1), asked for after the check-in when the visit needs one; it cannot be closed. */
export function SignatureModal({ opened, busy, onSigned }: { opened: boolean; busy: boolean; onSigned: (png: string) => void }) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      title={kioskText.signTitle}
      centered
      size="xl"
      radius="lg"
      data-testid="signature-modal"
    >
      <Suspense
        fallback={
          <Center mih={200}>
            <Loader />
          </Center>
        }
      >
        <SignaturePad onComplete={onSigned} busy={busy} />
      </Suspense>
    </Modal>
  );
}
