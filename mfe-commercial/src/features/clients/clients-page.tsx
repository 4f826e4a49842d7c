import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import { STAFF_AREA, hasPagePermission, type ClientAccountDto } from '@wolvo/shared/contracts';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { toastApiError } from '@wolvo/shared/http';
import { useApiMutation } from '@wolvo/shared/query';
import { Link as RouterLink } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { ClientListPage } from '@wolvo/shared/ui/client-list';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { showToast } from '@wolvo/shared/ui/toast';
import { ClientDetailDrawer } from '../../components/clients/client-detail-drawer';
import { CommercialClientsTable } from '../../components/clients/commercial-clients-table';
import { NAMESPACE } from '../../i18n/namespace';

/**
 * Commercial > clients (staff area, `commercial/clients`): client accounts paged, searched (name, email,
 * phone, company) and filtered by the server, the staff member's own clients on demand, confirmation of
 * new clients, and a way to the client editor of reclamation edits.
 */
export default function ClientsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const user = useSessionUser();
  const can = (page: string, action: 'ADD' | 'EDIT') =>
    !!user && hasPagePermission(user.role, user.permissions, page, action);
  const canAdd = can('COMMERCIAL_CLIENTS', 'ADD');
  const canConfirm = can('COMMERCIAL_CLIENTS', 'EDIT');
  const canEditClients = can('RECLAMATION_EDITS', 'EDIT');
  const canSeePartners =
    !!user && hasPagePermission(user.role, user.permissions, 'DASHBOARD_PARTNER', 'VIEW');
  const base = `/${i18n.language}/${STAFF_AREA}`;

  const [pending, setPending] = useState<ClientAccountDto | null>(null);
  const [opened, setOpened] = useState<ClientAccountDto | null>(null);
  // A confirmed client shows so in the list and in the drawer because both are asked for again.
  const confirmation = useApiMutation(clientApi.confirm, {
    invalidates: [clientApi.list, clientApi.listByCreator, clientApi.get],
  });
  const editHref = canEditClients
    ? (client: ClientAccountDto) => `${base}/reclamation/edits?tab=users&id=${client.id}`
    : null;

  const confirm = async () => {
    if (!pending) return;
    try {
      const result = await confirmation.mutateAsync({ params: { id: pending.id } });
      showToast(tc(result.message), 'success');
      setPending(null);
      // The drawer, when open on that client, shows it confirmed.
      setOpened((o) => (o && o.id === result.client.id ? result.client : o));
    } catch (failure) {
      toastApiError(failure);
    }
  };

  return (
    <ClientListPage
      namespace={NAMESPACE}
      stateKey="commercial-clients"
      mine
      heading={
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <PageHeading namespace={NAMESPACE} page="clients" section="commercial" />
          <Stack direction="row" spacing={1}>
            {canSeePartners && (
              <Button
                variant="outlined"
                startIcon={<LocalShippingOutlinedIcon />}
                component={RouterLink}
                to={`${base}/commercial/partners`}
              >
                {t('partners.link')}
              </Button>
            )}
            {canAdd && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={`${base}/commercial/clients/add`}
              >
                {t('clients.add')}
              </Button>
            )}
          </Stack>
        </Stack>
      }
      table={(rows) => (
        <CommercialClientsTable
          {...rows}
          canConfirm={canConfirm}
          editHref={editHref}
          onConfirm={setPending}
          onOpen={setOpened}
        />
      )}
    >
      <ClientDetailDrawer
        client={opened}
        canConfirm={canConfirm}
        editHref={editHref}
        onConfirm={setPending}
        onClose={() => setOpened(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t('clients.confirm-dialog.title', { name: pending?.fullname ?? '' })}
        text={t('clients.confirm-dialog.text')}
        confirmLabel={t('clients.confirm-dialog.confirm')}
        cancelLabel={t('clients.confirm-dialog.cancel')}
        destructive={false}
        busy={confirmation.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </ClientListPage>
  );
}
