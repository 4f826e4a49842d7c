import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from '@wolvo/shared/router';
import type { WheelSummary } from '@wolvo/shared/contracts';
import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { toastApiError } from '@wolvo/shared/http';
import { useApiMutation, useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { POLLED } from '../../components/polled';
import { useWheelPermission } from '../../components/use-wheel-permission';

/** Fortune wheel (client area, `fortune-wheel`): the client's wheels, enable or disable, open, delete. */
export default function FortuneWheelPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const can = useWheelPermission();
  // Links are played by customers elsewhere: their counts are asked for again (and on return to the tab).
  const list = useApiQuery(wheelApi.list, {}, POLLED);
  const wheels = list.data ?? null;
  const error = queryErrorText(list);
  const [deleting, setDeleting] = useState<WheelSummary | null>(null);
  const edit = useApiMutation(wheelApi.edit, { invalidates: [wheelApi.list, wheelApi.get] });
  const removal = useApiMutation(wheelApi.remove, { invalidates: [wheelApi.list] });

  const toggle = async (wheel: WheelSummary, active: boolean) => {
    try {
      await edit.mutateAsync({ params: { id: wheel.id }, body: { active } });
      showToast(t(active ? 'list.enabled' : 'list.disabled'), 'success');
    } catch (failure) {
      toastApiError(failure);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await removal.mutateAsync({ params: { id: deleting.id } });
      showToast(t('list.deleted'), 'success');
      setDeleting(null);
    } catch (failure) {
      toastApiError(failure);
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeading
        namespace={NAMESPACE}
        page="fortune-wheel"
        actions={
          can('ADD') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('add')}>
              {t('list.add')}
            </Button>
          )
        }
      />
      {error && <Alert severity="error">{t(error, { ns: 'common' })}</Alert>}
      {!wheels && !error && (
        <Grid container spacing={2}>
          {[0, 1].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={170} />
            </Grid>
          ))}
        </Grid>
      )}
      {wheels?.length === 0 && <Alert severity="info">{t('list.empty')}</Alert>}
      {wheels && wheels.length > 0 && (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {wheels.map((wheel) => (
            <Grid key={wheel.id} size={{ xs: 12, md: 6 }} component="li" data-testid="wheel-card">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                      <Link
                        component={RouterLink}
                        to={String(wheel.id)}
                        aria-label={t('list.open', { name: wheel.name })}
                      >
                        <UserText>{wheel.name}</UserText>
                      </Link>
                    </Typography>
                    <ColourChip
                      colour={wheel.active ? 'green' : 'default'}
                      label={wheel.active ? t('list.active') : t('list.inactive')}
                    />
                  </Stack>
                  <Typography color="text.secondary">
                    {t('list.items', { count: wheel.items })} ·{' '}
                    {t('list.participants', { count: wheel.participants })}
                  </Typography>
                  <Typography color="text.secondary">
                    {t('list.links', {
                      unused: wheel.urls.UNUSED,
                      used: wheel.urls.USED,
                      expired: wheel.urls.EXPIRED,
                    })}
                  </Typography>
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {can('EDIT') && (
                    <Switch
                      checked={wheel.active}
                      onChange={(e) => void toggle(wheel, e.target.checked)}
                      slotProps={{
                        input: { 'aria-label': t('list.toggle', { name: wheel.name }) },
                      }}
                    />
                  )}
                  {can('EDIT') && (
                    <Button size="small" onClick={() => navigate(`add?edit=${wheel.id}`)}>
                      {t('list.edit')}
                    </Button>
                  )}
                  {can('DELETE') && (
                    <Button size="small" color="error" onClick={() => setDeleting(wheel)}>
                      {t('list.delete')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.delete-title', { name: deleting?.name ?? '' })}
        text={t('list.delete-text')}
        confirmLabel={t('list.delete')}
        cancelLabel={t('editor.cancel')}
        busy={removal.isPending}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
