import { useRef, useState } from 'react';
import { SignatureModal } from './ui/SignatureModal';

/**
 * The partner's signature dialog (spec 4.6), asked for before the clock-in as the visitor's is before the check-in
 * (issue 36). `ask()` opens it and answers the drawing, or null on Cancel (after `onCancel`); once drawn it stays
 * open, busy, until `close()` (the clock-in and the signature sent).
 */
export function usePartnerSignature(onCancel: () => void) {
  const [signing, setSigning] = useState<'no' | 'open' | 'busy'>('no');
  const drawn = useRef<((png: string | null) => void) | null>(null);
  const answer = (png: string | null) => {
    drawn.current?.(png);
    drawn.current = null;
  };
  const ask = () =>
    new Promise<string | null>((resolve) => {
      drawn.current = resolve;
      setSigning('open');
    });
  const modal = (
    <SignatureModal
      opened={signing !== 'no'}
      busy={signing === 'busy'}
      onSigned={(png) => {
        setSigning('busy');
        answer(png);
      }}
      onCancel={() => {
        setSigning('no');
        onCancel();
        answer(null);
      }}
    />
  );
  return { ask, close: () => setSigning('no'), modal };
}
