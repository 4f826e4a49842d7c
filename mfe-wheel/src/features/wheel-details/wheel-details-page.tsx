import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ShareIcon from '@mui/icons-material/Share';
import { useTranslation } from 'react-i18next';
import { placeText } from '@wolvo/shared/geo';
import { useLocation, useNavigate, useParams } from '@wolvo/shared/router';
import { WHEEL_POLL_MS } from '@wolvo/shared/contracts';
import type {
  StatusColour,
  WheelDetail,
  WheelParticipant,
  WheelUrl,
  WheelUrlState,
} from '@wolvo/shared/contracts';
import { usePageState, usePolling } from '@wolvo/shared/hooks';
import {
  downloadFile,
  errorTextOf,
  getApiFile,
  isCancelledRequest,
  toastApiError,
} from '@wolvo/shared/http';
import { showToast } from '@wolvo/shared/ui/toast';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { ListLoadError, usePagedList } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import {
  deleteUrl,
  generateUrl,
  getParticipants,
  getUrls,
  getWheel,
  markPrizeHandedOver,
} from '../../api/wheels';
import { WheelDrawing } from '../../components/wheel-drawing';
import { chancesOf } from '../../components/wheel-editor';
import { useWheelPermission } from '../../components/use-wheel-permission';

// The status palette: readable in both themes (MUI's filled warning fails contrast).
const STATE_COLOUR: Record<WheelUrlState, StatusColour> = {
  UNUSED: 'green',
  USED: 'default',
  EXPIRED: 'orange',
  DELETED: 'red',
};

/** The link a customer opens, in the merchant's language. */
const inLanguage = (url: string, language: string) =>
  url.replace(/\/[a-z]{2}\/roulette\//, `/${language}/roulette/`);

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A wheel's details (`fortune-wheel/:wheelId`): its prizes and chances, its links and its participants. */
export default function WheelDetailsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { wheelId: raw } = useParams();
  const wheelId = Number(raw);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const can = useWheelPermission();
  const [wheel, setWheel] = useState<WheelDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [urlsPaging, setUrlsPaging] = usePageState(`wheel.${wheelId}.urls`, {
    offset: 0,
    limit: 10,
  });
  const [peoplePaging, setPeoplePaging] = usePageState(`wheel.${wheelId}.participants`, {
    offset: 0,
    limit: 10,
  });
  const [deleting, setDeleting] = useState<WheelUrl | null>(null);
  const [busy, setBusy] = useState(false);
  const listPath = pathname.replace(/\/[^/]+$/, '');

  const [wheelVersion, setWheelVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getWheel(wheelId, controller.signal).then(setWheel, (failure: unknown) => {
      if (!isCancelledRequest(failure)) setError(errorTextOf(failure));
    });
    return () => controller.abort();
  }, [wheelId, wheelVersion]);

  const urlsQuery = useMemo(() => ({ wheelId, ...urlsPaging }), [wheelId, urlsPaging]);
  const urls = usePagedList(getUrls, urlsQuery);
  const peopleQuery = useMemo(() => ({ wheelId, ...peoplePaging }), [wheelId, peoplePaging]);
  const people = usePagedList(getParticipants, peopleQuery);
  // A customer plays a link elsewhere: its state, the counts and the participants are asked for again
  // every WHEEL_POLL_MS and as soon as the merchant comes back to the tab.
  const { reload: reloadUrls } = urls;
  const { reload: reloadPeople } = people;
  usePolling(
    () => {
      setWheelVersion((v) => v + 1);
      reloadUrls();
      reloadPeople();
    },
    WHEEL_POLL_MS,
    { immediate: false, visibleOnly: true },
  );

  const newLink = useCallback(async () => {
    setBusy(true);
    try {
      const link = await generateUrl(wheelId);
      await copyText(inLanguage(link.url, i18n.language));
      showToast(t('details.generated'), 'success');
      setUrlsPaging((p) => ({ ...p, offset: 0 }));
      urls.reload();
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setBusy(false);
    }
  }, [wheelId, i18n.language, t, setUrlsPaging, urls]);

  const share = async (link: WheelUrl) => {
    const url = inLanguage(link.url, i18n.language);
    try {
      if (typeof navigator.share === 'function')
        await navigator.share({ title: wheel?.name, text: t('details.share-text'), url });
      else if (await copyText(url)) showToast(t('details.copied'), 'success');
    } catch {
      /* the visitor closed the share sheet */
    }
  };

  const removeLink = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteUrl(wheelId, deleting.id);
      showToast(t('details.link-deleted'), 'success');
      setDeleting(null);
      urls.reload();
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  const handOver = async (participant: WheelParticipant) => {
    try {
      await markPrizeHandedOver(wheelId, participant.urlId);
      showToast(t('details.handed-over'), 'success');
      people.reload();
    } catch (failure) {
      toastApiError(failure);
    }
  };

  const exportPeople = async () => {
    setBusy(true);
    try {
      downloadFile(
        await getApiFile(
          `/v1/fortune-wheel/${wheelId}/participants/export?lang=${i18n.language}`,
          `wolvo-wheel-${wheelId}-participants.xlsx`,
        ),
      );
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  const date = (iso: string) => formatDisplayDate(iso, i18n.language, true);
  const chances = wheel
    ? chancesOf(
        wheel.items.map((i) => i.probability),
        i18n.language,
      )
    : [];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading
        namespace={NAMESPACE}
        page="wheel-details"
        section="fortune-wheel"
        actions={
          can('EDIT') &&
          wheel && (
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={() => navigate(`${listPath}/add?edit=${wheel.id}`)}
            >
              {t('details.edit')}
            </Button>
          )
        }
      />
      {error && <Alert severity="error">{t(error, { ns: 'common' })}</Alert>}
      {!wheel && !error && <Skeleton variant="rounded" height={300} />}
      {wheel && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
                <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                  <UserText>{wheel.name}</UserText>
                </Typography>
                <ColourChip
                  colour={wheel.active ? 'green' : 'default'}
                  label={wheel.active ? t('list.active') : t('list.inactive')}
                />
              </Stack>
              <WheelDrawing
                titles={wheel.items.map((i) => i.title)}
                label={t('roulette.wheel-label', {
                  items: wheel.items.map((i) => i.title).join(', '),
                })}
                size={260}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('details.items')}
              </Typography>
              <Table size="small" aria-label={t('details.items')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('details.col-title')}</TableCell>
                    <TableCell>{t('details.col-value')}</TableCell>
                    <TableCell align="right">{t('details.col-probability')}</TableCell>
                    <TableCell align="right">{t('details.col-chance')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {wheel.items.map((item, i) => (
                    <TableRow key={item.id}>
                      <TableCell>
                        <UserText>{item.title}</UserText>
                      </TableCell>
                      <TableCell>
                        <UserText>{item.value}</UserText>
                      </TableCell>
                      <TableCell align="right">{item.probability}</TableCell>
                      <TableCell align="right">{chances[i]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          </Grid>
        </Grid>
      )}

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="links-title">
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Box>
            <Typography id="links-title" variant="h6" component="h2">
              {t('details.links')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('details.links-help')}
            </Typography>
          </Box>
          {can('ADD') && (
            <Button
              variant="contained"
              startIcon={<AddLinkIcon />}
              disabled={busy || !wheel?.active}
              onClick={() => void newLink()}
            >
              {t('details.generate')}
            </Button>
          )}
        </Stack>
        {urls.error ? (
          <ListLoadError
            title={t('details.links')}
            error={urls.error}
            retryLabel={t('roulette.retry')}
            onRetry={urls.reload}
          />
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="links-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('details.col-link')}</TableCell>
                  <TableCell>{t('details.col-state')}</TableCell>
                  <TableCell>{t('details.col-created')}</TableCell>
                  <TableCell>{t('details.col-expires')}</TableCell>
                  <TableCell>{t('details.col-actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {urls.data?.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>{t('details.no-links')}</TableCell>
                  </TableRow>
                )}
                {urls.data?.items.map((link) => {
                  const short = `…${link.id.slice(-6)}`;
                  return (
                    <TableRow key={link.id} data-testid="wheel-link-row">
                      <TableCell>
                        <bdi>{short}</bdi>
                      </TableCell>
                      <TableCell>
                        <ColourChip
                          colour={STATE_COLOUR[link.state]}
                          label={t(`details.state.${link.state}`)}
                        />
                      </TableCell>
                      <TableCell>{date(link.createdAt)}</TableCell>
                      <TableCell>{date(link.expiresAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {link.state === 'UNUSED' && (
                          <>
                            <Tooltip title={t('details.copy', { id: short })}>
                              <IconButton
                                size="small"
                                aria-label={t('details.copy', { id: short })}
                                onClick={() =>
                                  void copyText(inLanguage(link.url, i18n.language)).then(
                                    (ok) => ok && showToast(t('details.copied'), 'success'),
                                  )
                                }
                              >
                                <ContentCopyIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title={t('details.share', { id: short })}>
                              <IconButton
                                size="small"
                                aria-label={t('details.share', { id: short })}
                                onClick={() => void share(link)}
                              >
                                <ShareIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          </>
                        )}
                        {can('DELETE') && link.state !== 'DELETED' && (
                          <Tooltip title={t('details.delete-link', { id: short })}>
                            <IconButton
                              size="small"
                              aria-label={t('details.delete-link', { id: short })}
                              onClick={() => setDeleting(link)}
                            >
                              <DeleteOutlinedIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <ListPagination
              total={urls.data?.total ?? 0}
              paging={urlsPaging}
              setPaging={setUrlsPaging}
            />
          </TableContainer>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="people-title">
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id="people-title" variant="h6" component="h2">
            {t('details.participants')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={busy || !people.data?.total}
            onClick={() => void exportPeople()}
          >
            {t('details.export')}
          </Button>
        </Stack>
        {people.error ? (
          <ListLoadError
            title={t('details.participants')}
            error={people.error}
            retryLabel={t('roulette.retry')}
            onRetry={people.reload}
          />
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="people-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('details.col-played')}</TableCell>
                  <TableCell>{t('details.col-visitor')}</TableCell>
                  <TableCell>{t('details.col-prize')}</TableCell>
                  <TableCell>{t('details.col-winner')}</TableCell>
                  <TableCell>{t('details.col-handed')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {people.data?.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>{t('details.no-participants')}</TableCell>
                  </TableRow>
                )}
                {people.data?.items.map((p) => (
                  <TableRow key={p.id} data-testid="wheel-participant-row">
                    <TableCell>{date(p.createdAt)}</TableCell>
                    <TableCell>
                      <bdi>{p.visitorId.slice(0, 8)}</bdi>
                      <Typography variant="body2" color="text.secondary">
                        {[p.device, p.browser].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {p.expired ? (
                        <ColourChip colour="orange" label={t('details.too-late')} />
                      ) : (
                        <UserText empty="">{p.wonTitle}</UserText>
                      )}
                    </TableCell>
                    <TableCell>
                      {p.detailsSaved ? (
                        <>
                          <UserText>{p.fullname}</UserText> · <UserText>{p.phone}</UserText>
                          <Typography variant="body2" color="text.secondary">
                            <UserText>{p.address}</UserText>,{' '}
                            {placeText(i18n.language, p.governorate, p.delegation)}
                          </Typography>
                        </>
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {t('details.no-details')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {p.withdrawnAt
                        ? date(p.withdrawnAt)
                        : p.hasPlayed &&
                          can('EDIT') && (
                            <Button size="small" onClick={() => void handOver(p)}>
                              {t('details.hand-over')}
                            </Button>
                          )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ListPagination
              total={people.data?.total ?? 0}
              paging={peoplePaging}
              setPaging={setPeoplePaging}
            />
          </TableContainer>
        )}
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={t('details.delete-link', { id: deleting ? `…${deleting.id.slice(-6)}` : '' })}
        text={t('details.links-help')}
        confirmLabel={t('list.delete')}
        cancelLabel={t('editor.cancel')}
        busy={busy}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={() => void removeLink()}
      />
    </Stack>
  );
}
