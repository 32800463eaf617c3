import { Avatar } from '@mantine/core';
import { useEffect, useState } from 'react';
import { apiFetch } from '../uploads/rest';
import { st } from '../../i18n/staff';

/**
 * A visitor's photo taken at sign-in (issue 37), read with the staff session (GET api/visitor-photo/{attendanceId}:
 * the server answers only staff of that tenant and depot, never from a cache) and shown from memory; without a photo,
 * or while it loads, the person's initials.
 */
export function VisitorPhoto({
  attendanceId,
  hasPhoto,
  name,
  size = 48,
}: {
  attendanceId: string | null;
  hasPhoto: boolean;
  name: string;
  size?: number;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasPhoto || !attendanceId) return undefined;
    let gone = false;
    let made: string | null = null;
    apiFetch(`/api/visitor-photo/${attendanceId}`)
      .then((res) => res.blob())
      .then((blob) => {
        if (gone) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [attendanceId, hasPhoto]);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <Avatar
      src={url}
      alt={url ? st('presence.photoOf', { name }) : undefined}
      size={size}
      radius="md"
      color="gray"
      data-testid={url ? 'visitor-photo' : 'visitor-initials'}
    >
      {initials}
    </Avatar>
  );
}
