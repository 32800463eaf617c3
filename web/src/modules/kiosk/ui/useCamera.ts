import { useEffect, useRef, useState, type RefObject } from 'react';

export type CameraState = 'starting' | 'live' | 'failed';

/** The longest side of the photo the kiosk sends: the server keeps at most 480 px. */
const SIDE = 640;

/**
 * The tablet's front camera while `on` (issue 37): its stream in `video`, stopped when off or unmounted. `failed`
 * when the browser has no camera, the visitor or the device refused it, or it did not start. `capture()` answers the
 * frame shown as a JPEG (not mirrored: the preview is, like a mirror, the photo is not).
 */
export function useCamera(on: boolean, video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CameraState>('starting');
  const stream = useRef<MediaStream | null>(null);
  useEffect(() => {
    if (!on) return undefined;
    let stopped = false;
    setState('starting');
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      const s = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 } }, audio: false });
      if (stopped) return s.getTracks().forEach((t) => t.stop());
      stream.current = s;
      const v = video.current;
      if (!v) throw new Error('no preview');
      v.srcObject = s;
      await v.play();
      setState('live');
    };
    start().catch(() => !stopped && setState('failed'));
    return () => {
      stopped = true;
      stream.current?.getTracks().forEach((t) => t.stop());
      stream.current = null;
    };
  }, [on, video]);

  const capture = async (): Promise<Blob | null> => {
    const v = video.current;
    if (!v || !v.videoWidth) return null;
    const scale = Math.min(1, SIDE / Math.max(v.videoWidth, v.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(v.videoWidth * scale);
    canvas.height = Math.round(v.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(v, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', 0.85));
  };
  return { state, capture };
}
