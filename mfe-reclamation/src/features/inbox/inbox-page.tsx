import { useEffect, useMemo } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  SEARCH_DEBOUNCE_MS,
  type ReclamationState,
} from '@wolvo/shared/contracts';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { useSearchParams } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { EMPTY_ICON_SX, ListLoadError, ListSearchField } from '@wolvo/shared/ui/paged-list';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { businessApi } from '@wolvo/shared/contracts/clients/endpoints';
import { reclamationApi } from '@wolvo/shared/contracts/reclamation/endpoints';
import { useApiQuery } from '@wolvo/shared/query';
import { ReclamationStateChip, truncated } from '../../components/reclamation-state-chip';
import { ReclamationsTable } from '../../components/reclamations-table';
import { useListPage } from '../../components/use-list-page';
import { NAMESPACE } from '../../i18n/namespace';
import { ReclamationStateFilter } from '../../components/reclamation-state-filter';
import { ReclamationPanel } from '../../components/reclamation-panel';

/** Each client once, named by its main company: the list is sorted by client, then position. */
function mainCompanies(rows: ReadonlyArray<{ clientId: number; name: string }>) {
  const seen = new Map<number, string>();
  for (const row of rows) if (!seen.has(row.clientId)) seen.set(row.clientId, row.name);
  return [...seen].map(([clientId, name]) => ({ clientId, name }));
}

const COLUMNS = ['id', 'date', 'client', 'order', 'description', 'state', 'action'] as const;

/**
 * Inbox (staff area, `reclamation/inbox`): the clients' reclamations paged, filtered (state, client) and
 * searched by the server, open ones first; one opens in a side panel where staff with EDIT answer and
 * close it. A notification's link (`?id=`) opens its reclamation.
 */
export default function InboxPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const canAnswer =
    !!user && hasPagePermission(user.role, user.permissions, 'RECLAMATION_INBOX', 'EDIT');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = usePageState('inbox.search', '');
  const [status, setStatus] = usePageState<ReclamationState | ''>('inbox.status', '');
  const [clientId, setClientId] = usePageState<number | ''>('inbox.client', '');
  const [paging, setPaging] = usePageState('inbox.paging', { offset: 0, limit: 10 });
  const [openId, setOpenId] = usePageState<number | null>('inbox.open', null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const language = i18n.language;

  // A notification's link: open its reclamation, then drop the parameter (closing stays closed).
  const linked = Number(params.get('id'));
  useEffect(() => {
    if (!Number.isInteger(linked) || linked <= 0) return;
    setOpenId(linked);
    setParams({}, { replace: true });
  }, [linked, setOpenId, setParams]);

  // The client filter's choices: each client by its main company (a failure leaves "all" only).
  const companies = useApiQuery(businessApi.list, { query: {} }).data;
  const clients = useMemo(() => mainCompanies(companies ?? []), [companies]);

  const query = useMemo(
    () => ({
      offset: paging.offset,
      limit: paging.limit,
      search: debouncedSearch.trim() || undefined,
      status: status || undefined,
      clientId: clientId || undefined,
    }),
    [paging, debouncedSearch, status, clientId],
  );
  const { data, loading, error, reload } = useListPage(reclamationApi.list, { query });
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));
  const items = data?.items ?? [];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="inbox" section="reclamation" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ListSearchField
          label={t('reclamations.search')}
          value={search}
          onChange={(text) => {
            setSearch(text);
            firstPage();
          }}
          sx={{ minWidth: { sm: 320 } }}
        />
        <ReclamationStateFilter
          value={status}
          onChange={(state) => {
            setStatus(state);
            firstPage();
          }}
        />
        <TextField
          select
          size="small"
          label={t('reclamations.filter-client')}
          value={clientId}
          onChange={(e) => {
            setClientId(e.target.value === '' ? '' : Number(e.target.value));
            firstPage();
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('reclamations.any-client')}</MenuItem>
          {clients.map((c) => (
            <MenuItem key={c.clientId} value={c.clientId}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <ListLoadError
          title={t('reclamations.failed')}
          error={error}
          retryLabel={t('reclamations.retry')}
          onRetry={reload}
        />
      ) : (
        <ReclamationsTable
          label={t('pages.inbox.title')}
          columns={COLUMNS}
          page={data}
          loading={loading}
          skeletonRows={Math.min(paging.limit, 5)}
          empty={{
            icon: <InboxOutlinedIcon sx={EMPTY_ICON_SX} />,
            title: t('reclamations.empty.title'),
            text: t('reclamations.empty.text'),
          }}
          paging={paging}
          setPaging={setPaging}
        >
          {items.map((r) => (
            <TableRow key={r.id} hover selected={r.id === openId} data-testid="reclamation-row">
              <TableCell>{r.id}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(r.createdAt, language)}
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <UserText>{r.company}</UserText>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <UserText>{r.clientName}</UserText>
                </Typography>
              </TableCell>
              <TableCell>
                {r.orderCode ? <UserText>{r.orderCode}</UserText> : t('reclamations.general')}
              </TableCell>
              <TableCell title={r.description}>
                <UserText>{truncated(r.description)}</UserText>
              </TableCell>
              <TableCell>
                <ReclamationStateChip status={r.status} />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('reclamations.open-label', { id: r.id })}
                  onClick={() => setOpenId(r.id)}
                >
                  {t('reclamations.open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </ReclamationsTable>
      )}
      {user && (
        <ReclamationPanel
          reclamationId={openId}
          userId={user.id}
          canAnswer={canAnswer}
          onClose={() => setOpenId(null)}
        />
      )}
    </Stack>
  );
}
