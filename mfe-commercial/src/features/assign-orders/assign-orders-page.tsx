import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@wolvo/shared/contracts';
import { partnerApi } from '@wolvo/shared/contracts/partners/endpoints';
import { placeText } from '@wolvo/shared/geo';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { errorTextOf, fieldErrorsOf, toastApiError } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import {
  EMPTY_ICON_SX,
  EmptyTableRow,
  ListLoadError,
  SkeletonRows,
  ListSearchField,
} from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

const COLUMNS = [
  'select',
  'code',
  'business',
  'recipient',
  'place',
  'price',
  'collected',
  'partner',
];

/**
 * Assign orders (staff area, `commercial/partners/assign`): the collected parcels still on their way
 * (unassigned ones by default), searched by code, recipient, phone or company; tick one or many, pick an
 * active partner and hand them over in one call, all or none.
 */
export default function AssignOrdersPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const language = i18n.language;
  const [search, setSearch] = usePageState('assign-orders.search', '');
  const [includeAssigned, setIncludeAssigned] = usePageState('assign-orders.all', false);
  const [paging, setPaging] = usePageState('assign-orders.paging', { offset: 0, limit: 10 });
  const [selected, setSelected] = usePageState<number[]>('assign-orders.selected', []);
  const [partnerId, setPartnerId] = usePageState<number | ''>('assign-orders.partner', '');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [partnerError, setPartnerError] = useState('');
  // The active partners (none when they cannot be read).
  const partners =
    useApiQuery(partnerApi.list, { query: { offset: 0, active: true } }).data?.companies ?? [];

  const query = useMemo(
    () => ({
      offset: paging.offset,
      limit: paging.limit,
      search: debouncedSearch.trim() || undefined,
      includeAssigned,
    }),
    [paging, debouncedSearch, includeAssigned],
  );
  const list = useApiQuery(partnerApi.ordersToAssign, { query }, KEEP_PAGE);
  const { data, isFetching: loading, error } = list;
  const reload = () => void list.refetch();
  const items = data?.items ?? [];
  // Any change of filter or page clears the selection.
  const refilter = () => {
    setSelected([]);
    setPaging((p) => ({ ...p, offset: 0 }));
  };
  const pageIds = items.map((o) => o.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const someOnPage = pageIds.some((id) => selected.includes(id));
  // Assigned parcels show their partner (or leave the unassigned list) because the list is asked again.
  const assignment = useApiMutation(partnerApi.assignOrders, {
    invalidates: [partnerApi.ordersToAssign],
  });
  const busy = assignment.isPending;

  const assign = async () => {
    if (partnerId === '') {
      setPartnerError('field.required');
      return;
    }
    try {
      const result = await assignment.mutateAsync({
        body: { ids: selected, deliveryCompanyId: partnerId },
      });
      showToast(`${tc(result.message)} (${result.count})`, 'success');
      setSelected([]);
    } catch (failure) {
      const { fields } = fieldErrorsOf(failure);
      if (fields.deliveryCompanyId) setPartnerError(fields.deliveryCompanyId);
      else toastApiError(failure);
    }
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="assign-orders" section="commercial" />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <ListSearchField
          label={t('assign.search')}
          value={search}
          onChange={(text) => {
            setSearch(text);
            refilter();
          }}
          sx={{ minWidth: { sm: 340 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeAssigned}
              onChange={(e) => {
                setIncludeAssigned(e.target.checked);
                refilter();
              }}
            />
          }
          label={t('assign.include-assigned')}
        />
      </Stack>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label={t('assign.partner')}
          name="deliveryCompanyId"
          required
          value={partnerId}
          onChange={(e) => {
            setPartnerId(e.target.value === '' ? '' : Number(e.target.value));
            setPartnerError('');
          }}
          error={!!partnerError}
          helperText={partnerError ? tc(partnerError) : undefined}
          sx={{ minWidth: 260 }}
        >
          {partners.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={busy || selected.length === 0}
          onClick={() => void assign()}
        >
          {t('assign.submit', { count: selected.length })}
        </Button>
      </Paper>
      {error ? (
        <ListLoadError
          title={t('assign.failed')}
          error={errorTextOf(error)}
          retryLabel={t('clients.retry')}
          onRetry={reload}
        />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t('pages.assign-orders.title')} aria-busy={loading}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allOnPage}
                      indeterminate={someOnPage && !allOnPage}
                      disabled={pageIds.length === 0}
                      onChange={(e) =>
                        setSelected((s) =>
                          e.target.checked
                            ? [...new Set([...s, ...pageIds])]
                            : s.filter((id) => !pageIds.includes(id)),
                        )
                      }
                      slotProps={{ input: { 'aria-label': t('assign.select-page') } }}
                    />
                  </TableCell>
                  {COLUMNS.slice(1).map((c) => (
                    <TableCell key={c} align={c === 'price' ? 'right' : undefined}>
                      {t(`assign.column.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {loading && items.length === 0 ? (
                  <SkeletonRows
                    rows={Math.min(paging.limit, 5)}
                    columns={COLUMNS.slice(1)}
                    checkbox
                  />
                ) : (
                  items.map((order) => {
                    const place = placeText(language, order.delegation, order.city);
                    const checked = selected.includes(order.id);
                    return (
                      <TableRow
                        key={order.id}
                        hover
                        selected={checked}
                        data-testid="assign-order-row"
                      >
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={checked}
                            onChange={(e) =>
                              setSelected((s) =>
                                e.target.checked
                                  ? [...s, order.id]
                                  : s.filter((id) => id !== order.id),
                              )
                            }
                            slotProps={{
                              input: { 'aria-label': t('assign.select', { code: order.code }) },
                            }}
                          />
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <UserText>{order.code}</UserText>
                        </TableCell>
                        <TableCell>
                          <UserText>{order.business}</UserText>
                        </TableCell>
                        <TableCell>
                          <UserText>{order.recipient}</UserText>
                        </TableCell>
                        <TableCell>{place}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatDinars(order.price, language)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDisplayDate(order.collectedAt, language)}
                        </TableCell>
                        <TableCell>
                          <UserText empty={t('assign.unassigned')}>
                            {order.deliveryCompany}
                          </UserText>
                        </TableCell>
                      </TableRow>
                    );
                  })
                )}
                {!loading && items.length === 0 && (
                  <EmptyTableRow
                    colSpan={COLUMNS.length}
                    icon={<Inventory2OutlinedIcon sx={EMPTY_ICON_SX} />}
                    title={t('assign.empty.title')}
                    text={t('assign.empty.text')}
                  />
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <Box>
            <ListPagination
              total={data?.total ?? 0}
              paging={paging}
              setPaging={setPaging}
              onPaged={() => setSelected([])}
            />
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
