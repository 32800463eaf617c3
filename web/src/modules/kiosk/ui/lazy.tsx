import type { ModalProps } from '@mantine/core';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyRetry } from '../../../app/lazyRetry';
import { loadEngine } from '../../../i18n/core';
import { KioskStepLoading } from './KioskStates';

/**
 * A modal whose code (and libraries: the QR scanner, the touch keyboard, the rules) loads the first time it is
 * opened, not with the screen that may open it: the kiosk home shows none of them until a visitor asks. Once
 * opened it stays mounted, so its closing transition and state behave as before. `preload()` starts the load
 * early (on the step before), so the modal is usually there by the time it is wanted. A load that fails is retried
 * (app/lazyRetry.tsx); one that still fails reaches the kiosk's error screen, which returns to the depot home.
 */
function lazyModal<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  // with the words of every language (i18n/engine.ts): a modal past the first screen speaks the visitor's language
  const Loaded = lazyRetry(() => Promise.all([load(), loadEngine()]).then(([c]) => c));
  function OnFirstOpen(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={<KioskStepLoading />}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  return Object.assign(OnFirstOpen, { preload: Loaded.preload });
}

/**
 * Mantine's Modal, for what the kiosk home renders (the have-code question, the resolve and sign-in messages, the
 * idle prompt): its code (portal, focus trap, scroll lock, transitions, and @floating-ui through ScrollArea, 26 KB
 * gzip) loads when one of them first opens, not with the home.
 */
export const Modal = lazyModal(() => import('./mantineModal').then((m) => m.Modal as ComponentType<ModalProps>));
export const ReferenceModal = lazyModal(() => import('./ReferenceModal').then((m) => m.ReferenceModal));
export const RulesModals = lazyModal(() => import('./RulesModals').then((m) => m.RulesModals));
export const TemperatureModal = lazyModal(() => import('./TemperatureModal').then((m) => m.TemperatureModal));
/** Shown inside the signature modal, which renders its content only while open. */
export const SignaturePad = lazyRetry(() => Promise.all([import('./SignaturePad'), loadEngine()]).then(([m]) => m.SignaturePad));
/** The visitor's photo at sign-in (issue 37), when the depot takes one. */
export const PhotoModal = lazyModal(() => import('./PhotoModal').then((m) => m.PhotoModal));
/** A walk-in waiting for staff to let them in (issue 37), when the depot's approval rule holds them. */
export const ApprovalWait = lazyModal(() => import('./ApprovalWait').then((m) => m.ApprovalWait));
