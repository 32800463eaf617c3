import { useMutation } from '@apollo/client/react';
import { ActionIcon, Menu } from '@mantine/core';
import { localErrors } from '../../app/apollo';
import { adminMessages, successMessages } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { ResendConfirmationDocument, SendUserPasswordResetDocument, SetUserDisabledDocument, TenantDetailsDocument } from './documents';
import { errorText } from './form';
import type { TenantUser } from './UsersTable';
import { st } from '../../i18n/staff';

/** A user row's more-actions menu: resend the confirmation, send a password reset, disable or enable, remove. */
export function UserRowMenu({
  tenantId,
  user: u,
  self,
  onRemove,
}: {
  tenantId: string;
  user: TenantUser;
  self: boolean;
  onRemove: () => void;
}) {
  const refetchQueries = [{ query: TenantDetailsDocument, variables: { id: tenantId } }];
  const [resend] = useMutation(ResendConfirmationDocument, { context: localErrors });
  const [setDisabled] = useMutation(SetUserDisabledDocument, { context: localErrors, refetchQueries, awaitRefetchQueries: true });
  const [sendReset] = useMutation(SendUserPasswordResetDocument, { context: localErrors });
  const run = async (fn: () => Promise<unknown>, success: string) => {
    try {
      await fn();
      toastSuccess(success, { autoClose: 4000 });
    } catch (e) {
      toastError(errorText(e));
    }
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size={30} aria-label={st('tenants.moreActions')} data-testid="user-menu">
          <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!u.emailConfirmed ? (
          <Menu.Item
            onClick={() => void run(() => resend({ variables: { id: u.id } }), successMessages.confirmationEmailSent)}
            data-testid="user-resend"
          >
            {st('tenants.resendConfirmation')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          disabled={u.disabled}
          onClick={() => void run(() => sendReset({ variables: { id: u.id } }), adminMessages.passwordResetSent)}
          data-testid="user-send-reset"
        >
          {st('tenants.sendReset')}
        </Menu.Item>
        <Menu.Item
          disabled={self}
          onClick={() =>
            void run(
              () => setDisabled({ variables: { id: u.id, disabled: !u.disabled } }),
              u.disabled ? adminMessages.userEnabled : adminMessages.userDisabled,
            )
          }
          data-testid={u.disabled ? 'user-enable' : 'user-disable'}
        >
          {u.disabled ? st('tenants.enable') : st('tenants.disable')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" disabled={self} onClick={onRemove} data-testid="user-remove">
          {st('partners.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
