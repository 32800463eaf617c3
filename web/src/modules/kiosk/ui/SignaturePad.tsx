import { Box, Button, Flex, Stack, Text } from '@mantine/core';
import SignatureCanvasImport from 'react-signature-canvas';
import { useEffect, useRef, useState } from 'react';
import { kioskText } from '../kioskText';

// react-signature-canvas ships a UMD bundle: under Vite the default import may be the module object (STACK.md).
const SignatureCanvas = ((SignatureCanvasImport as any).default ?? SignatureCanvasImport) as typeof SignatureCanvasImport;

/** Spec 9: the signature is a 650 by 160 PNG, black pen. */
export const SIGNATURE_WIDTH = 650;
export const SIGNATURE_HEIGHT = 160;

/**
 * The pad's size on screen for the width it has: as wide as its dialog; on a tablet or wider the spec's proportions,
 * on a phone taller than those (a 326 px wide pad at 650:160 would be 80 px tall, too low for a finger).
 */
export const padSize = (width: number) => {
  const w = Math.max(200, Math.floor(width));
  const h =
    w >= 600 ? Math.round((w * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH) : Math.min(240, Math.max(SIGNATURE_HEIGHT, Math.round(w * 0.6)));
  return { width: w, height: h };
};

/**
 * A button of the pad's row: at least its label's width on one line (the kiosk lets labels wrap rather than be cut off;
 * three equal columns broke 'Clear Signature' at 768 px), growing into the room left, never wider than the row.
 */
const ROW = { size: 'lg', style: { flex: '1 0 auto', maxWidth: '100%' } } as const;

/** The drawing, fitted (centred, in proportion) into the spec's 650 x 160 PNG on white. */
function exportPng(canvas: HTMLCanvasElement) {
  const out = document.createElement('canvas');
  out.width = SIGNATURE_WIDTH;
  out.height = SIGNATURE_HEIGHT;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, out.width, out.height);
  const scale = Math.min(out.width / canvas.width, out.height / canvas.height);
  const w = canvas.width * scale;
  const h = canvas.height * scale;
  ctx.drawImage(canvas, (out.width - w) / 2, (out.height - h) / 2, w, h);
  return out.toDataURL('image/png');
}

/**
 * The signature (spec 4.6): Complete is enabled only once something is drawn; Clear Signature clears it. The canvas
 * has the pixels of its box (the pen lands where the finger is), sized to the dialog (padSize); a new width clears it.
 * With onCancel, a Cancel beside them (issue 36: the visitor may leave without signing in).
 */
export function SignaturePad({
  onComplete,
  onCancel,
  busy = false,
}: {
  onComplete: (pngDataUrl: string) => void;
  onCancel?: () => void;
  busy?: boolean;
}) {
  const pad = useRef<InstanceType<typeof SignatureCanvas> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const measure = () => {
      const next = padSize(el.clientWidth);
      setSize((old) => (old && old.width === next.width && old.height === next.height ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // A canvas given a new size is blank: so is the pad.
  useEffect(() => {
    pad.current?.clear();
    setDrawn(false);
  }, [size]);
  return (
    <Stack gap="sm">
      <Text c="dimmed">{kioskText.signHelp}</Text>
      <Box
        ref={box}
        data-testid="signature-box"
        style={{
          border: '2px dashed var(--mantine-color-gray-5)',
          borderRadius: 8,
          background: 'white',
          width: '100%',
          minHeight: size?.height ?? SIGNATURE_HEIGHT,
        }}
      >
        {size ? (
          <SignatureCanvas
            ref={(r: InstanceType<typeof SignatureCanvas> | null) => {
              pad.current = r;
            }}
            penColor="black"
            backgroundColor="white"
            clearOnResize={false}
            canvasProps={
              {
                width: size.width,
                height: size.height,
                'data-testid': 'signature-canvas',
                style: { width: size.width, height: size.height, display: 'block', touchAction: 'none' },
              } as never
            }
            onEnd={() => setDrawn(!(pad.current?.isEmpty() ?? true))}
          />
        ) : null}
      </Box>
      {/* one column on a phone; wider, a wrapping row of buttons each at least its label's one-line width (ROW) */}
      <Flex direction={{ base: 'column', xs: 'row' }} wrap="wrap" gap="sm">
        <Button
          {...ROW}
          variant="default"
          onClick={() => {
            pad.current?.clear();
            setDrawn(false);
          }}
          data-testid="signature-clear"
        >
          {kioskText.clearSignature}
        </Button>
        {onCancel ? (
          <Button {...ROW} variant="default" color="red" disabled={busy} onClick={onCancel} data-testid="signature-cancel">
            {kioskText.cancel}
          </Button>
        ) : null}
        <Button
          {...ROW}
          disabled={!drawn}
          loading={busy}
          onClick={() => pad.current && onComplete(exportPng(pad.current.getCanvas()))}
          data-testid="signature-complete"
        >
          {kioskText.complete}
        </Button>
      </Flex>
    </Stack>
  );
}
