import { useRef } from 'react';
import type { Journey } from './kioskTypes';
import { keepLabelPhoto } from './photoUpload';

/**
 * The photo step of a sign-in (issue 37): when the depot takes photos, asked once before the signature and the
 * check-in (`ask` answers false when the visitor cancelled); the photo waits in `photo` until the check-in sends it.
 */
export function usePhotoStep(on: boolean, show: (j: Journey) => void, hide: () => void, cancel: () => void) {
  const photo = useRef<Blob | null>(null);
  const waiting = useRef<((go: boolean) => void) | null>(null);
  const answer = (go: boolean) => {
    const w = waiting.current;
    waiting.current = null;
    w?.(go);
  };
  const ask = (j: Journey): Promise<boolean> => {
    photo.current = null;
    keepLabelPhoto(null);
    if (!on) return Promise.resolve(true);
    return new Promise<boolean>((go) => {
      waiting.current = go;
      show(j);
    });
  };
  const onPhoto = (p: Blob | null) => {
    photo.current = p;
    keepLabelPhoto(p);
    hide();
    answer(true);
  };
  const onPhotoCancel = () => {
    answer(false);
    cancel();
  };
  return { photo, ask, onPhoto, onPhotoCancel };
}
