import { useState } from 'react';
import { ReferenceModal } from './ui/lazy';
import { useResolve } from './useResolve';
import { useSignIn } from './useSignIn';

/**
 * A planned visit's start (the kiosk home's "I have a code", the visit-type screen's Planned Visit): `openScan` shows
 * the reference prompt; the reference read resolves to the visitor (useResolve) and starts their sign-in (useSignIn).
 * `modals` holds the prompt, the resolve's questions and the sign-in's steps.
 */
export function useReferenceSignIn() {
  const [scan, setScan] = useState(false);
  const signIn = useSignIn();
  const { resolve, modals } = useResolve((j) => signIn.start(j));
  return {
    openScan: () => setScan(true),
    modals: (
      <>
        <ReferenceModal
          opened={scan}
          onClose={() => setScan(false)}
          onReference={(ref) => {
            setScan(false);
            void resolve(ref);
          }}
        />
        {modals}
        {signIn.modals}
      </>
    ),
  };
}
