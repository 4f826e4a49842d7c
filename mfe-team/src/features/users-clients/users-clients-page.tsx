import { useMemo, useState } from 'react';
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
import { toastApiError } from '@wolvo/shared/http';
import { useSessionUser } from '@wolvo/shared/session';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { usePagedList, ListLoadError, ListSearchField } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { getClientAccounts } from '../../api/get-client-accounts';
import { resetClientPassword } from '../../api/reset-client-password';
import { setClientActive } from '../../api/set-client-active';
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
  const [busy, setBusy] = useState(false);
  const [reset, setReset] = useState<{ name: string; password: string } | null>(null);

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
  const { data, loading, error, reload } = usePagedList(getClientAccounts, query);
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));

  const run = async () => {
    if (!pending) return;
    const { action, client } = pending;
    setBusy(true);
    try {
      if (action === 'reset-password') {
        const result = await resetClientPassword(client.id);
        showToast(tc(result.message), 'success');
        setReset({ name: client.fullname, password: result.password });
      } else {
        const result = await setClientActive(client.id, action === 'activate');
        showToast(tc(result.message), 'success');
      }
      setPending(null);
      reload();
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setBusy(false);
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
      {error ? (
        <ListLoadError
          title={t('clients.failed')}
          error={error}
          retryLabel={t('clients.retry')}
          onRetry={reload}
        />
      ) : (
        <Paper variant="outlined">
          <ClientsTable
            items={data?.items ?? []}
            loading={loading}
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
