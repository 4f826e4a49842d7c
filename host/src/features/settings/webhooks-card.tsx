import { useCallback, useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import WebhookIcon from '@mui/icons-material/Webhook';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  type PageAction,
  type WebhookEndpointDto,
  type WebhookEndpointListDto,
  type WebhookEndpointWithSecretDto,
} from '@wolvo/shared/contracts';
import { isHttpError } from '@wolvo/shared/http/errors';
import { getWebhookEndpoints } from '@wolvo/shared/http/webhooks';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { SecretField } from '@wolvo/shared/ui/components/secret-field';
import { WebhookEndpointList } from '@wolvo/shared/ui/components/webhook-endpoints';
import { showToast } from '@wolvo/shared/ui/toast';
import { useRequiredUser } from '../../app/use-session';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  resendWebhookDelivery,
  rollWebhookSecret,
  updateWebhookEndpoint,
} from './api/webhooks';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog';
import type { WebhookForm } from './webhook-rules';

type Confirming = { kind: 'delete' | 'roll'; endpoint: WebhookEndpointDto } | null;

/**
 * The merchant's webhook endpoints in account settings (issue 41): add (at most the server's maximum),
 * edit, turn off or on, delete, roll the secret, read each endpoint's recent deliveries and resend one.
 * A new secret (after an add or a roll) shows once, in a dialog; leaving or reloading the page loses it.
 * The page loads this card on its own chunk (see account-settings-page).
 */
export default function WebhooksCard() {
  const { t } = useTranslation('shell');
  const user = useRequiredUser();
  const can = (action: PageAction) =>
    hasPagePermission(user.role, user.permissions, 'ACCOUNT_SETTINGS', action);
  const [list, setList] = useState<WebhookEndpointListDto | null>(null);
  const [hidden, setHidden] = useState(false);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpointDto | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecretDto | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setList(await getWebhookEndpoints(undefined, signal));
      setFailed(false);
    } catch (error) {
      if (signal?.aborted) return;
      // A team member without the settings permission: the page shows the rest of the settings.
      if (isHttpError(error) && error.response?.status === 403) setHidden(true);
      else setFailed(true);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const submit = async (form: WebhookForm) => {
    const current = editing?.endpoint;
    if (current) {
      await updateWebhookEndpoint(current.id, form);
      showToast(t('settings.webhooks.saved'), 'success');
    } else {
      setSecret(await createWebhookEndpoint(form));
    }
    setEditing(null);
    await load();
  };

  const enable = async (endpoint: WebhookEndpointDto) => {
    setBusy(true);
    try {
      await updateWebhookEndpoint(endpoint.id, { active: true }, { toast: true });
      showToast(t('settings.webhooks.enabled'), 'success');
      await load();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      if (confirming.kind === 'delete') {
        await deleteWebhookEndpoint(confirming.endpoint.id);
        showToast(t('settings.webhooks.deleted'), 'success');
      } else {
        setSecret(await rollWebhookSecret(confirming.endpoint.id));
      }
      setConfirming(null);
      await load();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  const resend = async (delivery: { id: number }) => {
    await resendWebhookDelivery(delivery.id);
    showToast(t('settings.webhooks.resent'), 'success');
  };

  if (hidden) return null;
  const full = !!list && list.items.length >= list.max;
  return (
    <Card>
      <CardHeader
        avatar={<WebhookIcon color="primary" />}
        title={t('settings.webhooks.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          can('ADD') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!list || full}
              onClick={() => setEditing({ endpoint: null })}
              sx={{ mt: 1, marginInlineEnd: 1 }}
            >
              {t('settings.webhooks.add')}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('settings.webhooks.help')}
          </Typography>
          {failed ? (
            <Alert severity="error">{t('common:API_ERROR')}</Alert>
          ) : !list ? (
            <LoadingDots />
          ) : (
            <>
              <Typography variant="body2" data-testid="webhook-count">
                {t('settings.webhooks.count', { used: list.items.length, max: list.max })}
              </Typography>
              {full && can('ADD') && (
                <Alert severity="info">{t('settings.webhooks.max-reached')}</Alert>
              )}
              <WebhookEndpointList
                endpoints={list.items}
                headingComponent="h3"
                onResend={can('EDIT') ? resend : undefined}
                bannerAction={(endpoint) =>
                  can('EDIT') && (
                    <Button
                      color="inherit"
                      size="small"
                      disabled={busy}
                      onClick={() => void enable(endpoint)}
                    >
                      {t('settings.webhooks.enable')}
                    </Button>
                  )
                }
                actions={(endpoint) => (
                  <>
                    {can('EDIT') && (
                      <Button size="small" onClick={() => setEditing({ endpoint })}>
                        {t('settings.webhooks.edit')}
                      </Button>
                    )}
                    {can('EDIT') && (
                      <Button
                        size="small"
                        onClick={() => setConfirming({ kind: 'roll', endpoint })}
                      >
                        {t('settings.webhooks.roll')}
                      </Button>
                    )}
                    {can('DELETE') && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setConfirming({ kind: 'delete', endpoint })}
                      >
                        {t('settings.webhooks.delete')}
                      </Button>
                    )}
                  </>
                )}
              />
            </>
          )}
        </Stack>
      </CardContent>
      <WebhookEndpointDialog
        open={editing !== null}
        endpoint={editing?.endpoint ?? null}
        onClose={() => setEditing(null)}
        onSubmit={submit}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t(`settings.webhooks.${confirming?.kind ?? 'delete'}-confirm.title`)}
        text={t(`settings.webhooks.${confirming?.kind ?? 'delete'}-confirm.text`)}
        confirmLabel={t(
          confirming?.kind === 'roll' ? 'settings.webhooks.roll' : 'settings.webhooks.delete',
        )}
        cancelLabel={t('settings.webhooks.form.cancel')}
        destructive={confirming?.kind !== 'roll'}
        busy={busy}
        onClose={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
      <SecretDialog endpoint={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}

/** The signing secret of a new or rolled endpoint: shown this once, with a copy button. */
function SecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointWithSecretDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <Dialog
      open={endpoint !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{t('settings.webhooks.secret.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{endpoint?.url}</bdi>
          </Typography>
          <Alert severity="warning">{t('settings.webhooks.secret.shown-once')}</Alert>
          {endpoint && (
            <SecretField
              label={t('settings.webhooks.secret.label')}
              value={endpoint.secret}
              copyLabel={t('settings.webhooks.secret.copy')}
              onCopied={(copied) =>
                showToast(
                  t(
                    copied
                      ? 'settings.webhooks.secret.copied'
                      : 'settings.webhooks.secret.copy-failed',
                  ),
                  copied ? 'success' : 'error',
                )
              }
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('settings.webhooks.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
