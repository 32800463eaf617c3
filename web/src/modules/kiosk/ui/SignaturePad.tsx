import { Box, Button, Group, Stack, Text } from '@mantine/core';
import SignatureCanvasImport from 'react-signature-canvas';
import { useRef, useState } from 'react';
import { kioskText } from '../kioskText';

// react-signature-canvas ships a UMD bundle: under Vite the default import may be the module object (STACK.md).
const SignatureCanvas = ((SignatureCanvasImport as any).default ?? SignatureCanvasImport) as typeof SignatureCanvasImport;

/** Spec 9: the signature canvas is 650 by 160, black pen, exported as a PNG. */
export const SIGNATURE_WIDTH = 650;
export const SIGNATURE_HEIGHT = 160;

/**
 * The signature (spec 4.6): Complete is enabled only once something is drawn; Clear Signature clears it.
 * The canvas keeps its 650x160 pixels and is scaled down by CSS to fit a phone.
 */
export function SignaturePad({ onComplete, busy = false }: { onComplete: (pngDataUrl: string) => void; busy?: boolean }) {
  const pad = useRef<InstanceType<typeof SignatureCanvas> | null>(null);
  const [drawn, setDrawn] = useState(false);
  return (
    <Stack gap="sm">
      <Text c="dimmed">{kioskText.signHelp}</Text>
      <Box
        style={{
          border: '2px dashed var(--mantine-color-gray-5)',
          borderRadius: 8,
          background: 'white',
          maxWidth: SIGNATURE_WIDTH + 4,
          width: '100%',
        }}
      >
        <SignatureCanvas
          ref={(r: InstanceType<typeof SignatureCanvas> | null) => {
            pad.current = r;
          }}
          penColor="black"
          backgroundColor="white"
          canvasProps={
            {
              width: SIGNATURE_WIDTH,
              height: SIGNATURE_HEIGHT,
              'data-testid': 'signature-canvas',
              style: {
                width: '100%',
                height: 'auto',
                aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
                display: 'block',
                touchAction: 'none',
              },
            } as never
          }
          onEnd={() => setDrawn(!(pad.current?.isEmpty() ?? true))}
        />
      </Box>
      <Group justify="space-between">
        <Button
          variant="default"
          size="lg"
          onClick={() => {
            pad.current?.clear();
            setDrawn(false);
          }}
          data-testid="signature-clear"
        >
          {kioskText.clearSignature}
        </Button>
        <Button
          size="lg"
          disabled={!drawn}
          loading={busy}
          onClick={() => pad.current && onComplete(pad.current.getCanvas().toDataURL('image/png'))}
          data-testid="signature-complete"
        >
          {kioskText.complete}
        </Button>
      </Group>
    </Stack>
  );
}
