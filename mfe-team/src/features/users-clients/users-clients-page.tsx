import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPagePermission, type ClientAccountDto } from '@wolvo/shared/contracts';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { toastApiError } from '@wolvo/shared/http';
import { useApiMutation } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import { showToast } from '@wolvo/shared/ui/toast';
import { ClientListPage } from '@wolvo/shared/ui/client-list';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ClientsTable, type ClientAction } from '../../components/clients/clients-table';
import { PasswordDialog } from '../../components/clients/password-dialog';
import { NAMESPACE } from '../../i18n/namespace';

/**
 * Users > clients (staff area, `users/clients`): the client accounts paged, searched and filtered by the
 * server, with activate / deactivate and password reset for staff holding EDIT on the page.
 */
export default function UsersClientsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const user = useSessionUser();
  const canEdit = !!user && hasPagePermission(user.role, user.permissions, 'USERS_CLIENTS', 'EDIT');

  const [pending, setPending] = useState<{ action: ClientAction; client: ClientAccountDto } | null>(
    null,
  );
  const [reset, setReset] = useState<{ name: string; password: string } | null>(null);
  // A changed client shows because the list is asked for again.
  const changesList = { invalidates: [clientApi.list] };
  const activation = useApiMutation(clientApi.activate, changesList);
  const deactivation = useApiMutation(clientApi.deactivate, changesList);
  const passwordReset = useApiMutation(clientApi.resetPassword, changesList);
  const busy = activation.isPending || deactivation.isPending || passwordReset.isPending;

  const run = async () => {
    if (!pending) return;
    const { action, client } = pending;
    const params = { id: client.id };
    try {
      if (action === 'reset-password') {
        const result = await passwordReset.mutateAsync({ params });
        showToast(tc(result.message), 'success');
        setReset({ name: client.fullname, password: result.password });
      } else {
        const change = action === 'activate' ? activation : deactivation;
        const result = await change.mutateAsync({ params });
        showToast(tc(result.message), 'success');
      }
      setPending(null);
    } catch (failure) {
      toastApiError(failure);
    }
  };

  return (
    <ClientListPage
      namespace={NAMESPACE}
      stateKey="clients"
      heading={<PageHeading namespace={NAMESPACE} page="users-clients" section="users" />}
      table={(rows) => (
        <ClientsTable
          {...rows}
          canEdit={canEdit}
          onAction={(action, client) => setPending({ action, client })}
        />
      )}
    >
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? t(`clients.confirm.${pending.action}.title`, { name: pending.client.fullname })
            : ''
        }
        text={pending ? t(`clients.confirm.${pending.action}.text`) : ''}
        confirmLabel={pending ? t(`clients.${pending.action}`) : ''}
        cancelLabel={t('clients.cancel')}
        destructive={pending?.action !== 'activate'}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => void run()}
      />
      <PasswordDialog reset={reset} onClose={() => setReset(null)} />
    </ClientListPage>
  );
}
