import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  type PageAction,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
} from '@wolvo/shared/contracts';
import { webhooksApi } from '@wolvo/shared/contracts/webhooks/endpoints';
import { toastApiError } from '@wolvo/shared/http';
import { isHttpError } from '@wolvo/shared/http/errors';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { WebhookEndpointList } from '@wolvo/shared/ui/components/webhook-endpoints';
import { showToast } from '@wolvo/shared/ui/toast';
import { useRequiredUser } from '../../app/use-session';
import { WebhookEndpointDialog, type WebhookForm } from './webhook-endpoint-dialog';

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
  const endpoints = useApiQuery(webhooksApi.list, { query: {} });
  const list = endpoints.data ?? null;
  // A team member without the settings permission: the page shows the rest of the settings.
  const hidden = isHttpError(endpoints.error) && endpoints.error.response?.status === 403;
  const failed = !!endpoints.error && !hidden;
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpointDto | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecretDto | null>(null);
  const confirmId = useId();
  const add = useApiMutation(webhooksApi.add, { invalidates: [webhooksApi.list] });
  // An edit or a roll changes the endpoint: its list and its deliveries are asked again.
  const changes = { invalidates: [webhooksApi.list, webhooksApi.deliveries] };
  const edit = useApiMutation(webhooksApi.edit, changes);
  const roll = useApiMutation(webhooksApi.rollSecret, changes);
  const remove = useApiMutation(webhooksApi.remove, { invalidates: [webhooksApi.list] });
  const resend = useApiMutation(webhooksApi.resend, {
    onSuccess: () => showToast(t('settings.webhooks.resent'), 'success'),
    onError: (failure) => toastApiError(failure),
  });
  const busy = edit.isPending || roll.isPending || remove.isPending;

  const submit = async (form: WebhookForm) => {
    const current = editing?.endpoint;
    // A failure is the form's to show (a URL problem under its field), not a toast.
    if (current) {
      await edit.mutateAsync({ params: { id: current.id }, body: form });
      showToast(t('settings.webhooks.saved'), 'success');
    } else {
      setSecret(await add.mutateAsync({ body: form }));
    }
    setEditing(null);
  };

  const enable = (endpoint: WebhookEndpointDto) =>
    edit.mutate(
      { params: { id: endpoint.id }, body: { active: true } },
      {
        onSuccess: () => showToast(t('settings.webhooks.enabled'), 'success'),
        onError: (failure) => toastApiError(failure),
      },
    );

  const confirm = () => {
    if (!confirming) return;
    const input = { params: { id: confirming.endpoint.id } };
    const onError = (failure: unknown) => toastApiError(failure);
    if (confirming.kind === 'delete')
      remove.mutate(input, {
        onSuccess: () => {
          showToast(t('settings.webhooks.deleted'), 'success');
          setConfirming(null);
        },
        onError,
      });
    else
      roll.mutate(input, {
        onSuccess: (answer) => {
          setSecret(answer);
          setConfirming(null);
        },
        onError,
      });
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
                onResend={
                  can('EDIT') ? (d) => resend.mutateAsync({ params: { id: d.id } }) : undefined
                }
                bannerAction={(endpoint) =>
                  can('EDIT') && (
                    <Button
                      color="inherit"
                      size="small"
                      disabled={busy}
                      onClick={() => enable(endpoint)}
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
      {/* The host's own dialog, like the API key's: each shared component the host imports is one more
          key in its first script, which the login page loads. */}
      <Dialog
        open={confirming !== null}
        onClose={busy ? undefined : () => setConfirming(null)}
        aria-labelledby={`${confirmId}-title`}
        aria-describedby={`${confirmId}-text`}
      >
        <DialogTitle id={`${confirmId}-title`}>
          {t(`settings.webhooks.${confirming?.kind ?? 'delete'}-confirm.title`)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${confirmId}-text`}>
            {t(`settings.webhooks.${confirming?.kind ?? 'delete'}-confirm.text`)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={busy}>
            {t('settings.webhooks.form.cancel')}
          </Button>
          <Button
            color={confirming?.kind === 'roll' ? 'warning' : 'error'}
            variant="contained"
            disabled={busy}
            onClick={confirm}
          >
            {t(confirming?.kind === 'roll' ? 'settings.webhooks.roll' : 'settings.webhooks.delete')}
          </Button>
        </DialogActions>
      </Dialog>
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
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      showToast(t('settings.webhooks.secret.copied'), 'success');
    } catch {
      // Clipboards can be refused (an insecure origin, a denied permission).
      showToast(t('settings.webhooks.secret.copy-failed'), 'error');
    }
  };
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
            // Read-only, left to right even in Arabic, selected on focus (as the shared SecretField,
            // drawn here so that the login page's first script does not register one more shared key).
            <TextField
              fullWidth
              label={t('settings.webhooks.secret.label')}
              value={endpoint.secret}
              onFocus={(e) => e.target.select()}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  dir: 'ltr',
                  spellCheck: false,
                  autoComplete: 'off',
                  style: { fontFamily: 'monospace', letterSpacing: '0.04em' },
                },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={t('settings.webhooks.secret.copy')}>
                        <IconButton
                          onClick={() => void copy(endpoint.secret)}
                          aria-label={t('settings.webhooks.secret.copy')}
                        >
                          <ContentCopyOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
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
