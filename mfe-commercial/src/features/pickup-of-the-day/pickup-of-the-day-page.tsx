import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { placeText } from '@wolvo/shared/geo';
import { hasPagePermission, type ManifestQuery, type StaffPickup } from '@wolvo/shared/contracts';
import { pickupsApi } from '@wolvo/shared/contracts/pickups/endpoints';
import { usePageState } from '@wolvo/shared/hooks';
import { errorTextOf, getApiFile, openFile, toastApiError } from '@wolvo/shared/http';
import { urlOf } from '@wolvo/shared/http/api';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import { showToast } from '@wolvo/shared/ui/toast';
import { DayPicker } from '@wolvo/shared/ui/date-range';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { CollectPickupDialog } from '../../components/pickups/collect-pickup-dialog';

const today = () => new Date().toISOString().slice(0, 10);

/** A map search for the pickup address (opens in a new tab, the courier's phone opens its map app). */
const mapLinkOf = (p: StaffPickup) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [p.pickupAddress, p.city, p.delegation, 'Tunisie'].filter(Boolean).join(', '),
  )}`;

/** The parcels of a pickup collected on `day` (UTC, as the server's list): what its manifest lists. */
const collectedOnDay = (p: StaffPickup, day: string) =>
  p.orders.filter((o) => o.collectedAt?.startsWith(day)).map((o) => o.id);

/**
 * A request's state: collected once all its parcels are; before that, to collect, or partly collected
 * (n of m parcels) while some wait.
 */
function PickupStateChip({ pickup }: { pickup: StaffPickup }) {
  const { t } = useTranslation(NAMESPACE);
  const collected = pickup.orders.filter((o) => o.collectedAt !== null).length;
  if (pickup.state === 'COLLECTED')
    return <ColourChip colour="green" label={t('pickups.state.COLLECTED')} />;
  if (collected === 0) return <ColourChip colour="orange" label={t('pickups.state.REQUESTED')} />;
  return (
    <ColourChip
      colour="yellow"
      label={t('pickups.state.PARTLY', { collected, total: pickup.orders.length })}
    />
  );
}

/**
 * Pickup of the day (staff area, `commercial/pickup-of-the-day`): the merchants' requests still to
 * collect with where to go and whom to call (a partly collected one shows n/m and offers the rest), then
 * every request with a parcel collected on the chosen day; marking one collected moves all or only the
 * chosen parcels to COLLECTED, and the manifest of the parcels collected that day prints from the row.
 */
export default function PickupOfTheDayPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const canCollect = user
    ? hasPagePermission(user.role, user.permissions, 'COMMERCIAL_PICKUP', 'EDIT')
    : false;
  const [day, setDay] = usePageState('pickups.day', today());
  const [paging, setPaging] = usePageState('pickups.paging', { offset: 0, limit: 10 });
  const [collecting, setCollecting] = useState<StaffPickup | null>(null);
  const query = useMemo(() => ({ ...paging, day }), [paging, day]);
  const list = useApiQuery(pickupsApi.ofTheDay, { query }, KEEP_PAGE);
  const { data, isFetching: loading } = list;
  const error = list.error ? errorTextOf(list.error) : '';
  const reload = () => void list.refetch();
  const language = i18n.language;
  // A collected request shows its new state because the list is asked again.
  const collection = useApiMutation(pickupsApi.collect, { invalidates: [pickupsApi.ofTheDay] });

  const collect = async (ids: number[]) => {
    if (!collecting) return;
    try {
      const { collected } = await collection.mutateAsync({
        params: { id: collecting.id },
        body: { ids },
      });
      showToast(t('pickups.collected', { count: collected }), 'success');
      setCollecting(null);
    } catch (failure) {
      toastApiError(failure);
    }
  };

  const printManifest = async (p: StaffPickup) => {
    try {
      const manifest = { ids: collectedOnDay(p, day).join(','), lang: language };
      openFile(
        await getApiFile(
          `${urlOf(pickupsApi.manifest)}?${new URLSearchParams(manifest satisfies ManifestQuery)}`,
          'wolvo-manifest.pdf',
        ),
      );
    } catch (failure) {
      toastApiError(failure);
    }
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="pickup-of-the-day" section="commercial" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <DayPicker
          size="small"
          label={t('pickups.day')}
          value={day}
          clearable={false}
          onChange={(next) => {
            setDay(next || today());
            setPaging((p) => ({ ...p, offset: 0 }));
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('pickups.help')}
        </Typography>
      </Stack>
      {error ? (
        <ListLoadError
          title={t('pickups.failed')}
          error={error}
          retryLabel={t('pickups.retry')}
          onRetry={reload}
        />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t('pages.pickup-of-the-day.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('pickups.col.client')}</TableCell>
                  <TableCell>{t('pickups.col.address')}</TableCell>
                  <TableCell>{t('pickups.col.phones')}</TableCell>
                  <TableCell align="right">{t('pickups.col.parcels')}</TableCell>
                  <TableCell align="right">{t('pickups.col.cod')}</TableCell>
                  <TableCell>{t('pickups.col.requested')}</TableCell>
                  <TableCell>{t('pickups.col.state')}</TableCell>
                  <TableCell>{t('pickups.col.action')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!loading && data?.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8}>{t('pickups.empty')}</TableCell>
                  </TableRow>
                )}
                {data?.items.map((p) => (
                  <TableRow key={p.id} data-testid="pickup-row">
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        <UserText>{p.company}</UserText>
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        <UserText>{p.clientName}</UserText>
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {p.pickupAddress && <UserText>{p.pickupAddress}</UserText>}
                      <Typography variant="body2" color="text.secondary">
                        {placeText(language, p.delegation, p.city)}
                      </Typography>
                      {p.pickupAddress && (
                        <Link
                          variant="body2"
                          href={mapLinkOf(p)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('pickups.map-label', { name: p.company })}
                        >
                          {t('pickups.map')}
                        </Link>
                      )}
                    </TableCell>
                    <TableCell>
                      {[p.phone1, p.phone2].filter(Boolean).map((phone) => (
                        <div key={phone}>
                          <UserText>{phone}</UserText>
                        </div>
                      ))}
                    </TableCell>
                    <TableCell align="right">
                      {p.parcels}
                      {collectedOnDay(p, day).length > 0 && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('pickups.on-day', { count: collectedOnDay(p, day).length })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{formatDinars(p.cod, language)}</TableCell>
                    <TableCell>{formatDisplayDate(p.createdAt, language, true)}</TableCell>
                    <TableCell>
                      <PickupStateChip pickup={p} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Stack direction="row" spacing={1}>
                        {p.state === 'REQUESTED' && canCollect && (
                          <Button size="small" variant="outlined" onClick={() => setCollecting(p)}>
                            {t('pickups.collect')}
                          </Button>
                        )}
                        {/* The manifest route lets in staff with this page (or the edits page). */}
                        {collectedOnDay(p, day).length > 0 && (
                          <Button
                            size="small"
                            startIcon={<PictureAsPdfOutlinedIcon />}
                            onClick={() => void printManifest(p)}
                            aria-label={t('pickups.manifest-label', { name: p.company })}
                          >
                            {t('pickups.manifest')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
        </Paper>
      )}
      <CollectPickupDialog
        pickup={collecting}
        busy={collection.isPending}
        onClose={() => setCollecting(null)}
        onCollect={(ids) => void collect(ids)}
      />
    </Stack>
  );
}
