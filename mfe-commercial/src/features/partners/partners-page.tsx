import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_DEBOUNCE_MS,
  STAFF_AREA,
  hasPagePermission,
  type DeliveryCompany,
} from '@wolvo/shared/contracts';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { errorTextOf, toastApiError } from '@wolvo/shared/http';
import { partnerApi } from '@wolvo/shared/contracts/partners/endpoints';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { Link as RouterLink } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListLoadError, ListSearchField } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { showToast } from '@wolvo/shared/ui/toast';
import { EditPartnerPanel } from '../../components/partners/edit-partner-panel';
import { PartnersTable } from '../../components/partners/partners-table';
import { NAMESPACE } from '../../i18n/namespace';

/** A yes/no filter: '' is any. */
type Flag = '' | 'true' | 'false';

/**
 * Delivery partners (staff area, `commercial/partners`, the partner page's permission): partners paged,
 * searched and filtered by the server, edited in a side panel, activated and deactivated after a
 * confirmation, and the ways to add one and to hand parcels to them.
 */
export default function PartnersPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const user = useSessionUser();
  const can = (action: 'ADD' | 'EDIT') =>
    !!user && hasPagePermission(user.role, user.permissions, 'DASHBOARD_PARTNER', action);
  const base = `/${i18n.language}/${STAFF_AREA}/commercial/partners`;

  const [search, setSearch] = usePageState('partners.search', '');
  const [active, setActive] = usePageState<Flag>('partners.active', '');
  const [paging, setPaging] = usePageState('partners.paging', { offset: 0, limit: 10 });
  const [editing, setEditing] = usePageState<DeliveryCompany | null>('partners.editing', null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [pending, setPending] = useState<DeliveryCompany | null>(null);

  const query = useMemo(
    () => ({
      offset: paging.offset,
      limit: paging.limit,
      search: debouncedSearch.trim() || undefined,
      active: active === '' ? undefined : active === 'true',
    }),
    [paging, debouncedSearch, active],
  );
  const list = useApiQuery(partnerApi.list, { query }, KEEP_PAGE);
  const data = list.data;
  // An activated, deactivated or edited partner shows because the partners are asked for again.
  const changesPartners = { invalidates: [partnerApi.list] };
  const activation = useApiMutation(partnerApi.activate, changesPartners);
  const deactivation = useApiMutation(partnerApi.deactivate, changesPartners);
  const busy = activation.isPending || deactivation.isPending;
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));

  const toggle = async () => {
    if (!pending) return;
    try {
      const result = await (pending.active ? deactivation : activation).mutateAsync({
        params: { id: pending.id },
      });
      showToast(tc(result.message), 'success');
      setPending(null);
    } catch (failure) {
      toastApiError(failure);
    }
  };
  const dialog = pending?.active ? 'deactivate-dialog' : 'activate-dialog';

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <PageHeading namespace={NAMESPACE} page="partners" section="commercial" />
        <Stack direction="row" spacing={1}>
          {can('EDIT') && (
            <Button
              variant="outlined"
              startIcon={<AssignmentTurnedInOutlinedIcon />}
              component={RouterLink}
              to={`${base}/assign`}
            >
              {t('partners.assign')}
            </Button>
          )}
          {can('ADD') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={`${base}/add`}
            >
              {t('partners.add')}
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
          label={t('partners.search')}
          value={search}
          onChange={(text) => {
            setSearch(text);
            firstPage();
          }}
          sx={{ minWidth: { sm: 340 } }}
        />
        <TextField
          select
          size="small"
          label={t('partners.active-filter')}
          value={active}
          onChange={(e) => {
            setActive(e.target.value as Flag);
            firstPage();
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('clients.any')}</MenuItem>
          <MenuItem value="true">{t('partners.filter-active.true')}</MenuItem>
          <MenuItem value="false">{t('partners.filter-active.false')}</MenuItem>
        </TextField>
      </Stack>
      {list.error ? (
        <ListLoadError
          title={t('partners.failed')}
          error={errorTextOf(list.error)}
          retryLabel={t('clients.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Paper variant="outlined">
          <PartnersTable
            items={data?.companies ?? []}
            loading={list.isFetching}
            skeletonRows={Math.min(paging.limit, 5)}
            canEdit={can('EDIT')}
            onEdit={setEditing}
            onToggleActive={setPending}
          />
          <Box>
            <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
          </Box>
        </Paper>
      )}
      <EditPartnerPanel
        partner={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t(`partners.${dialog}.title`, { name: pending?.name ?? '' })}
        text={t(`partners.${dialog}.text`)}
        confirmLabel={t(`partners.${dialog}.confirm`)}
        cancelLabel={t('clients.confirm-dialog.cancel')}
        destructive={pending?.active ?? false}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => void toggle()}
      />
    </Stack>
  );
}
