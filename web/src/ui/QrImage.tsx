import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `value` as an image (qrcode, drawn in the browser); `onReady` once it is drawn. */
export function QrImage({
  value,
  alt,
  size,
  testId,
  onReady,
}: {
  value: string;
  alt: string;
  size: number | string;
  testId: string;
  onReady?: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      .then((d) => {
        if (live) setSrc(d);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <Image src={src} alt={alt} w={size} h={size} fit="contain" data-testid={testId} data-value={value} onLoad={onReady} />
  ) : (
    <Skeleton w={size} h={size} />
  );
}
