import { Badge } from '@mantine/core';
import { DateTime } from 'luxon';
import { DATE_FORMAT } from '../../app/time';
import { st } from '../../i18n/staff';

const COLOURS = { MISSING: 'red', EXPIRED: 'red', EXPIRING: 'orange', VALID: 'green' } as const;
type Status = keyof typeof COLOURS;

/** A document's state: missing, expired, expiring in 30 days or valid (with its last day). */
export function DocumentStatusBadge({ status, expiresOn }: { status: Status; expiresOn: string | null }) {
  return (
    <Badge
      color={COLOURS[status]}
      // light orange's own text is too pale on its tint (axe: contrast): dark words on the orange tint
      c={status === 'EXPIRING' ? 'dark.7' : undefined}
      variant="light"
      data-testid="document-status"
      data-status={status}
    >
      {st(`documents.status.${status}`, { day: expiresOn ? DateTime.fromISO(expiresOn).toFormat(DATE_FORMAT) : '' })}
    </Badge>
  );
}
