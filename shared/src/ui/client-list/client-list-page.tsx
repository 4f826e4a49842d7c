import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@wolvo/shared/contracts';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { errorTextOf } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiQuery } from '@wolvo/shared/query';
import { ListLoadError, ListSearchField } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import type { ClientRows } from './client-table';

/** A yes/no filter: '' is any. */
type Flag = '' | 'true' | 'false';
const flagValue = (flag: Flag) => (flag === '' ? undefined : flag === 'true');

/** Props of `ClientListPage`. */
export interface ClientListPageProps {
  /** The page's i18n namespace: its `clients.` texts (search, filters, mine, failed, retry). */
  namespace: string;
  /** Prefix of the page-state keys: each page keeps its own filters and page while the user is away. */
  stateKey: string;
  /** The heading row (title and the page's buttons). */
  heading: ReactNode;
  /** Offers "my clients only": the clients the signed-in staff member brought in. */
  mine?: boolean;
  /** The table of a page of clients (a `ClientTable`). */
  table: (rows: ClientRows) => ReactNode;
  /** Drawers and dialogs of the page. */
  children?: ReactNode;
}

/**
 * A page of client accounts, paged, searched and filtered by the server (`getAllClients`, or
 * `getAllClientsByCreatorId` for "my clients only").
 * @example <ClientListPage namespace={NAMESPACE} stateKey="clients" heading={<PageHeading … />} table={(rows) => <ClientsTable {...rows} />} />
 */
export function ClientListPage({
  namespace,
  stateKey,
  heading,
  mine: offersMine = false,
  table,
  children,
}: ClientListPageProps) {
  const { t } = useTranslation(namespace);
  const [search, setSearch] = usePageState(`${stateKey}.search`, '');
  const [confirmed, setConfirmed] = usePageState<Flag>(`${stateKey}.confirmed`, '');
  const [active, setActive] = usePageState<Flag>(`${stateKey}.active`, '');
  const [mine, setMine] = usePageState(`${stateKey}.mine`, false);
  const [paging, setPaging] = usePageState(`${stateKey}.paging`, { offset: 0, limit: 10 });
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const searched = debouncedSearch.trim();
  const confirmedValue = flagValue(confirmed);
  const activeValue = flagValue(active);
  const query = {
    offset: paging.offset,
    limit: paging.limit,
    ...(searched && { search: searched }),
    ...(confirmedValue !== undefined && { confirmed: confirmedValue }),
    ...(activeValue !== undefined && { active: activeValue }),
  };
  const list = useApiQuery(
    offersMine && mine ? clientApi.listByCreator : clientApi.list,
    { query },
    KEEP_PAGE,
  );
  const data = list.data;
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));

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
  // Four filters (with the switch) need a wider screen than three to sit in a row.
  const rowFrom = offersMine ? 'md' : 'sm';

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {heading}
      <Stack
        direction={{ xs: 'column', [rowFrom]: 'row' }}
        spacing={2}
        sx={{ alignItems: { [rowFrom]: 'center' } }}
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
        {offersMine && (
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
        )}
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
          {table({
            items: data?.items ?? [],
            loading: list.isFetching,
            skeletonRows: Math.min(paging.limit, 5),
          })}
          <Box>
            <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
          </Box>
        </Paper>
      )}
      {children}
    </Stack>
  );
}
