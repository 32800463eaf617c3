import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { st } from '../i18n/staff';

/**
 * A record row's actions (issue 24: one component, not a copy per table): View, Edit and Remove as the same small
 * buttons everywhere, test ids `${testId}-view|edit|remove`. Left out when its handler is; `children` come before
 * Remove (a row's own actions, e.g. a menu).
 */
export function RowActions({
  testId,
  onView,
  onEdit,
  onRemove,
  editLabel = st('partners.edit'),
  removeLabel = st('partners.remove'),
  children,
}: {
  testId: string;
  onView?: () => void;
  onEdit?: () => void;
  onRemove?: () => void;
  editLabel?: string;
  removeLabel?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {onView ? (
        <Button size="xs" variant="subtle" onClick={onView} data-testid={`${testId}-view`}>
          {st('partners.view')}
        </Button>
      ) : null}
      {onEdit ? (
        <Button size="xs" variant="light" onClick={onEdit} data-testid={`${testId}-edit`}>
          {editLabel}
        </Button>
      ) : null}
      {children}
      {onRemove ? (
        <Button size="xs" variant="light" color="red" onClick={onRemove} data-testid={`${testId}-remove`}>
          {removeLabel}
        </Button>
      ) : null}
    </>
  );
}
