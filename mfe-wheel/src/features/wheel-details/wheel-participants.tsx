import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { placeText } from '@wolvo/shared/geo';
import type { WheelParticipant } from '@wolvo/shared/contracts';
import { usePageState } from '@wolvo/shared/hooks';
import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { downloadFile, errorTextOf, getApiFile, toastApiError } from '@wolvo/shared/http';
import { urlOf } from '@wolvo/shared/http/api';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { showToast } from '@wolvo/shared/ui/toast';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { ListLoadError } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { useWheelPermission } from '../../components/use-wheel-permission';
import { POLLED } from '../../components/polled';

/** Who played a wheel: the prize, the winner's details, the hand-over, and the spreadsheet of them all. */
export function WheelParticipants({ wheelId }: { wheelId: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const can = useWheelPermission();
  const [peoplePaging, setPeoplePaging] = usePageState(`wheel.${wheelId}.participants`, {
    offset: 0,
    limit: 10,
  });
  const [busy, setBusy] = useState(false);
  const people = useApiQuery(
    wheelApi.participants,
    { params: { wheelId }, query: peoplePaging },
    { ...POLLED, ...KEEP_PAGE },
  );
  const handedOver = useApiMutation(wheelApi.withdraw, { invalidates: [wheelApi.participants] });

  const handOver = async (participant: WheelParticipant) => {
    try {
      await handedOver.mutateAsync({ params: { wheelId, urlId: participant.urlId } });
      showToast(t('details.handed-over'), 'success');
    } catch (failure) {
      toastApiError(failure);
    }
  };

  const exportPeople = async () => {
    setBusy(true);
    try {
      downloadFile(
        await getApiFile(
          `${urlOf(wheelApi.exportParticipants, { wheelId })}?lang=${i18n.language}`,
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
  return (
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
          error={errorTextOf(people.error)}
          retryLabel={t('roulette.retry')}
          onRetry={() => void people.refetch()}
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
  );
}
