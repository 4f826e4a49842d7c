import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_DEBOUNCE_MS,
  hasPagePermission,
  type ClientAccountDto,
} from '@wolvo/shared/contracts';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { errorTextOf, toastApiError } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError, ListSearchField } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { ClientsTable, type ClientAction } from '../../components/clients/clients-table';
import { PasswordDialog } from '../../components/clients/password-dialog';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { NAMESPACE } from '../../i18n/namespace';

/** A yes/no filter: '' is any. */
type Flag = '' | 'true' | 'false';
const flagValue = (flag: Flag) => (flag === '' ? undefined : flag === 'true');

/**
 * Users > clients (staff area, `users/clients`): the client accounts paged, searched and filtered by the
 * server, with activate / deactivate and password reset for staff holding EDIT on the page.
 */
export default function UsersClientsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const user = useSessionUser();
  const canEdit = !!user && hasPagePermission(user.role, user.permissions, 'USERS_CLIENTS', 'EDIT');

  const [search, setSearch] = usePageState('clients.search', '');
  const [confirmed, setConfirmed] = usePageState<Flag>('clients.confirmed', '');
  const [active, setActive] = usePageState<Flag>('clients.active', '');
  const [paging, setPaging] = usePageState('clients.paging', { offset: 0, limit: 10 });
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [pending, setPending] = useState<{ action: ClientAction; client: ClientAccountDto } | null>(
    null,
  );
  const [reset, setReset] = useState<{ name: string; password: string } | null>(null);

  const searched = debouncedSearch.trim();
  const confirmedValue = flagValue(confirmed);
  const activeValue = flagValue(active);
  const list = useApiQuery(
    clientApi.list,
    {
      query: {
        offset: paging.offset,
        limit: paging.limit,
        ...(searched && { search: searched }),
        ...(confirmedValue !== undefined && { confirmed: confirmedValue }),
        ...(activeValue !== undefined && { active: activeValue }),
      },
    },
    KEEP_PAGE,
  );
  const data = list.data;
  // A changed client shows because the list is asked for again.
  const changesList = { invalidates: [clientApi.list] };
  const activation = useApiMutation(clientApi.activate, changesList);
  const deactivation = useApiMutation(clientApi.deactivate, changesList);
  const passwordReset = useApiMutation(clientApi.resetPassword, changesList);
  const busy = activation.isPending || deactivation.isPending || passwordReset.isPending;
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));

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
      <PageHeading namespace={NAMESPACE} page="users-clients" section="users" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
          <ClientsTable
            items={data?.items ?? []}
            loading={list.isFetching}
            skeletonRows={Math.min(paging.limit, 5)}
            canEdit={canEdit}
            onAction={(action, client) => setPending({ action, client })}
          />
          <Box>
            <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
          </Box>
        </Paper>
      )}
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
    </Stack>
  );
}
