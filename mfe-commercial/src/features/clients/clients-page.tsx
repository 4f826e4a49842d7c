import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_DEBOUNCE_MS,
  STAFF_AREA,
  hasPagePermission,
  type ClientAccountDto,
} from '@wolvo/shared/contracts';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { errorTextOf, toastApiError } from '@wolvo/shared/http';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { Link as RouterLink } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError, ListSearchField } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { showToast } from '@wolvo/shared/ui/toast';
import { ClientDetailDrawer } from '../../components/clients/client-detail-drawer';
import { CommercialClientsTable } from '../../components/clients/commercial-clients-table';
import { NAMESPACE } from '../../i18n/namespace';

/** A yes/no filter: '' is any. */
type Flag = '' | 'true' | 'false';
const flagValue = (flag: Flag) => (flag === '' ? undefined : flag === 'true');

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

  const [search, setSearch] = usePageState('commercial-clients.search', '');
  const [confirmed, setConfirmed] = usePageState<Flag>('commercial-clients.confirmed', '');
  const [active, setActive] = usePageState<Flag>('commercial-clients.active', '');
  const [mine, setMine] = usePageState('commercial-clients.mine', false);
  const [paging, setPaging] = usePageState('commercial-clients.paging', { offset: 0, limit: 10 });
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [pending, setPending] = useState<ClientAccountDto | null>(null);
  const [opened, setOpened] = useState<ClientAccountDto | null>(null);

  const query = useMemo(
    () => ({
      offset: paging.offset,
      limit: paging.limit,
      search: debouncedSearch.trim() || undefined,
      confirmed: flagValue(confirmed),
      active: flagValue(active),
    }),
    [paging, debouncedSearch, confirmed, active],
  );
  // The caller's own clients (`getAllClientsByCreatorId`), or every client.
  const list = useApiQuery(mine ? clientApi.listByCreator : clientApi.list, { query }, KEEP_PAGE);
  const data = list.data;
  // A confirmed client shows so in the list and in the drawer because both are asked for again.
  const confirmation = useApiMutation(clientApi.confirm, {
    invalidates: [clientApi.list, clientApi.listByCreator, clientApi.get],
  });
  const busy = confirmation.isPending;
  const editHref = canEditClients
    ? (client: ClientAccountDto) => `${base}/reclamation/edits?tab=users&id=${client.id}`
    : null;
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));

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

  const flagFilter = (
    name: 'confirmed' | 'active',
    value: Flag,
    onChange: (value: Flag) => void,
  ) => (
    <TextField
      select
      size="small"
      label={t(`clients.${name}-filter`)}
      value={value}
      onChange={(e) => {
        onChange(e.target.value as Flag);
        firstPage();
      }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('clients.any')}</MenuItem>
      <MenuItem value="true">{t(`clients.filter-${name}.true`)}</MenuItem>
      <MenuItem value="false">{t(`clients.filter-${name}.false`)}</MenuItem>
    </TextField>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
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
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <ListSearchField
          label={t('clients.search')}
          value={search}
          onChange={(text) => {
            setSearch(text);
            firstPage();
          }}
          sx={{ minWidth: { sm: 340 } }}
        />
        {flagFilter('confirmed', confirmed, setConfirmed)}
        {flagFilter('active', active, setActive)}
        <FormControlLabel
          control={
            <Switch
              checked={mine}
              onChange={(e) => {
                setMine(e.target.checked);
                firstPage();
              }}
            />
          }
          label={t('clients.mine')}
        />
      </Stack>
      {list.error ? (
        <ListLoadError
          title={t('clients.failed')}
          error={errorTextOf(list.error)}
          retryLabel={t('clients.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Paper variant="outlined">
          <CommercialClientsTable
            items={data?.items ?? []}
            loading={list.isFetching}
            skeletonRows={Math.min(paging.limit, 5)}
            canConfirm={canConfirm}
            editHref={editHref}
            onConfirm={setPending}
            onOpen={setOpened}
          />
          <Box>
            <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
          </Box>
        </Paper>
      )}
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
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
