import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
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
import ShareIcon from '@mui/icons-material/Share';
import { useTranslation } from 'react-i18next';
import type { StatusColour, WheelUrl, WheelUrlState } from '@wolvo/shared/contracts';
import { usePageState } from '@wolvo/shared/hooks';
import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { errorTextOf, toastApiError } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { showToast } from '@wolvo/shared/ui/toast';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { NAMESPACE } from '../../i18n/namespace';
import { useWheelPermission } from '../../components/use-wheel-permission';
import { POLLED } from '../../components/polled';

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

export interface WheelLinksProps {
  wheelId: number;
  /** The wheel's name, the shared link's title. */
  wheelName: string | undefined;
  /** An inactive wheel makes no new links. */
  active: boolean;
}

/** A wheel's one-use links: made, copied, shared and deleted, each with its state. */
export function WheelLinks({ wheelId, wheelName, active }: WheelLinksProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const can = useWheelPermission();
  const [urlsPaging, setUrlsPaging] = usePageState(`wheel.${wheelId}.urls`, {
    offset: 0,
    limit: 10,
  });
  const [deleting, setDeleting] = useState<WheelUrl | null>(null);
  const urls = useApiQuery(
    wheelApi.urls,
    { params: { wheelId }, query: urlsPaging },
    { ...POLLED, ...KEEP_PAGE },
  );
  // A new or deleted link shows because the lists and counts that hold it are asked for again.
  const changesLinks = { invalidates: [wheelApi.urls, wheelApi.get, wheelApi.list] };
  const generate = useApiMutation(wheelApi.generateUrl, changesLinks);
  const removal = useApiMutation(wheelApi.deleteUrl, changesLinks);
  const busy = generate.isPending || removal.isPending;

  const newLink = async () => {
    try {
      const link = await generate.mutateAsync({ params: { wheelId } });
      await copyText(inLanguage(link.url, i18n.language));
      showToast(t('details.generated'), 'success');
      setUrlsPaging((p) => ({ ...p, offset: 0 }));
    } catch (failure) {
      toastApiError(failure);
    }
  };

  const share = async (link: WheelUrl) => {
    const url = inLanguage(link.url, i18n.language);
    try {
      if (typeof navigator.share === 'function')
        await navigator.share({ title: wheelName, text: t('details.share-text'), url });
      else if (await copyText(url)) showToast(t('details.copied'), 'success');
    } catch {
      /* the visitor closed the share sheet */
    }
  };

  const removeLink = async () => {
    if (!deleting) return;
    try {
      await removal.mutateAsync({ params: { wheelId, id: deleting.id } });
      showToast(t('details.link-deleted'), 'success');
      setDeleting(null);
    } catch (failure) {
      toastApiError(failure);
    }
  };

  const date = (iso: string) => formatDisplayDate(iso, i18n.language, true);
  return (
    <>
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
              disabled={busy || !active}
              onClick={() => void newLink()}
            >
              {t('details.generate')}
            </Button>
          )}
        </Stack>
        {urls.error ? (
          <ListLoadError
            title={t('details.links')}
            error={errorTextOf(urls.error)}
            retryLabel={t('roulette.retry')}
            onRetry={() => void urls.refetch()}
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
    </>
  );
}
