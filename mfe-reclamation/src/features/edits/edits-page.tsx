import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { useEffect } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  SEARCH_DEBOUNCE_MS,
  type ClientSearchHit,
  type OrderSearchHit,
} from '@wolvo/shared/contracts';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { useApiQuery } from '@wolvo/shared/query';
import { useSearchParams } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { ClientEditor } from './components/client-editor';
import { OrderEditor } from './components/order-editor';

type EditsTab = 'orders' | 'users';
const TABS: readonly EditsTab[] = ['orders', 'users'];
const ID = /^[1-9]\d{0,9}$/;

type Hits =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'invalid' }
  | { kind: 'orders'; items: OrderSearchHit[] }
  | { kind: 'users'; items: ClientSearchHit[] };

/**
 * Reclamation > edits (staff): the orders editor and the users (client) editor. Query parameters: `tab`
 * (orders or users; missing or invalid resets to orders) and `id` (prefills the search and opens that
 * record). The form is on top; the footer holds the search by id (300 ms debounce) and save; the
 * results list below shows id, creation date, price in DT and company.
 */
export default function EditsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: EditsTab = TABS.includes(rawTab as EditsTab) ? (rawTab as EditsTab) : 'orders';
  const idParam = params.get('id') ?? '';
  const selected = ID.test(idParam) ? Number(idParam) : null;
  const [search, setSearch] = usePageState('edits.search', idParam);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The search of the open tab, once the typed id is well formed (the other tab's asks nothing).
  const asked = /^\d{1,10}$/.test(debounced);
  const input = { params: { id: debounced } };
  const orders = useApiQuery(ordersApi.search, input, { enabled: asked && tab === 'orders' });
  const users = useApiQuery(clientApi.search, input, { enabled: asked && tab === 'users' });
  const found = tab === 'orders' ? orders : users;
  const hits: Hits = !debounced
    ? { kind: 'idle' }
    : !asked || found.error
      ? { kind: 'invalid' }
      : tab === 'orders' && orders.data
        ? { kind: 'orders', items: orders.data }
        : tab === 'users' && users.data
          ? { kind: 'users', items: users.data }
          : { kind: 'searching' };
  const user = useSessionUser();
  const canEdit = user
    ? hasPagePermission(user.role, user.permissions, 'RECLAMATION_EDITS', 'EDIT')
    : false;

  // A missing or unknown tab resets to orders (the id, if any, stays).
  useEffect(() => {
    if (rawTab !== tab)
      setParams(
        (p) => {
          p.set('tab', tab);
          return p;
        },
        { replace: true },
      );
  }, [rawTab, tab, setParams]);

  const changeTab = (next: EditsTab) => {
    setSearch('');
    setParams({ tab: next });
  };
  const open = (id: number) => {
    setSearch(String(id));
    setParams({ tab, id: String(id) });
  };

  const searchBox = (
    <TextField
      fullWidth
      size="small"
      type="search"
      name="search"
      label={t(`edits.search.${tab}`)}
      value={search}
      onChange={(e) => setSearch(e.target.value)}
      error={hits.kind === 'invalid'}
      helperText={hits.kind === 'invalid' ? t('edits.search.invalid') : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );

  const rows =
    hits.kind === 'orders'
      ? hits.items.map((h) => ({
          id: h.id,
          createdAt: h.createdAt,
          price: formatDinars(h.price, language),
          business: h.businessName,
        }))
      : hits.kind === 'users'
        ? hits.items.map((h) => ({
            id: h.id,
            createdAt: h.createdAt,
            price: h.fullname,
            business: h.businessName ?? '-',
          }))
        : [];

  return (
    <Stack spacing={2}>
      <PageHeading namespace={NAMESPACE} page="edits" section="reclamation" />
      <Tabs
        value={tab}
        onChange={(_, next: EditsTab) => changeTab(next)}
        aria-label={t('edits.tabs.label')}
      >
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`edits.tabs.${value}`)} />
        ))}
      </Tabs>
      {tab === 'orders' ? (
        <OrderEditor orderId={selected} canEdit={canEdit} search={searchBox} />
      ) : (
        <ClientEditor clientId={selected} canEdit={canEdit} search={searchBox} />
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('edits.results.title')}
        </Typography>
        {hits.kind === 'searching' && (
          <Typography color="text.secondary" role="status">
            {t('edits.search.searching')}
          </Typography>
        )}
        {(hits.kind === 'orders' || hits.kind === 'users') && rows.length === 0 && (
          <Typography color="text.secondary" role="status">
            {t('edits.search.no-result')}
          </Typography>
        )}
        {rows.length > 0 && (
          <Table size="small" aria-label={t('edits.results.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('edits.results.id')}</TableCell>
                <TableCell>{t('edits.results.createdAt')}</TableCell>
                <TableCell>
                  {tab === 'orders' ? t('edits.results.price') : t('edits.results.fullname')}
                </TableCell>
                <TableCell>{t('edits.results.business')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  selected={row.id === selected}
                  onClick={() => open(row.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>
                    <Typography
                      component="button"
                      type="button"
                      variant="body2"
                      aria-label={t('edits.results.open', { id: row.id })}
                      onClick={(e) => {
                        e.stopPropagation();
                        open(row.id);
                      }}
                      sx={{
                        border: 0,
                        background: 'none',
                        color: 'primary.main',
                        cursor: 'pointer',
                        p: 0,
                        textDecoration: 'underline',
                      }}
                    >
                      {row.id}
                    </Typography>
                  </TableCell>
                  <TableCell>{formatDisplayDate(row.createdAt, language)}</TableCell>
                  <TableCell>{row.price}</TableCell>
                  <TableCell>
                    <UserText>{row.business}</UserText>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
