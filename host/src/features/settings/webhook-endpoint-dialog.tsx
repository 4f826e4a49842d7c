import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '@wolvo/shared/contracts';
import { errorTextOf } from '@wolvo/shared/http/errors';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { webhookFormErrors, type WebhookForm } from './webhook-rules';

/** Props of `WebhookEndpointDialog`. */
export interface WebhookEndpointDialogProps {
  open: boolean;
  /** The endpoint to edit; null adds one. */
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
  /** Saves the form; rejects with the server's error, which the dialog shows. */
  onSubmit: (form: WebhookForm) => Promise<void>;
}

const EMPTY: WebhookForm = { url: '', events: [...WEBHOOK_EVENT_TYPES], active: true };

const formOf = (endpoint: WebhookEndpointDto | null): WebhookForm =>
  endpoint
    ? {
        url: endpoint.url,
        events: WEBHOOK_EVENT_TYPES.filter((type) => endpoint.events.includes(type)),
        active: endpoint.active,
      }
    : EMPTY;

/**
 * Adds or edits a webhook endpoint: its URL, the events it receives and whether it is active. The URL is
 * checked here for its shape; the server's refusals (a private address, the maximum reached) show under
 * the field or above the buttons, in the page's language.
 */
export function WebhookEndpointDialog({
  open,
  endpoint,
  onClose,
  onSubmit,
}: WebhookEndpointDialogProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<WebhookForm>(() => formOf(endpoint));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: 'url' | 'events' | null; key: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(formOf(endpoint));
    setSubmitted(false);
    setServerError(undefined);
  }, [open, endpoint]);

  const errors = submitted ? webhookFormErrors(form) : {};
  const urlError = errors.url ?? (serverError?.field === 'url' ? serverError.key : undefined);
  const eventsError =
    errors.events ?? (serverError?.field === 'events' ? serverError.key : undefined);

  const toggle = (type: WebhookEventType, checked: boolean) =>
    setForm((f) => ({
      ...f,
      events: WEBHOOK_EVENT_TYPES.filter((e) => (e === type ? checked : f.events.includes(e))),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (Object.keys(webhookFormErrors(form)).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({ ...form, url: form.url.trim() });
    } catch (error) {
      const key = errorTextOf(error);
      if (!key) return;
      setServerError({
        field:
          key === WEBHOOK_MESSAGES.urlInvalid || key === WEBHOOK_MESSAGES.urlPrivate
            ? 'url'
            : key === WEBHOOK_MESSAGES.eventsRequired
              ? 'events'
              : null,
        key,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={`${id}-title`}>
          {t(endpoint ? 'settings.webhooks.form.edit-title' : 'settings.webhooks.form.add-title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={`${t('settings.webhooks.form.url')} *`}
              type="url"
              name="url"
              value={form.url}
              onChange={(e) => setForm({ ...form, url: e.target.value })}
              error={Boolean(urlError)}
              helperText={urlError ? tc(urlError) : t('settings.webhooks.form.url-help')}
              placeholder="https://"
              // The address reads left to right in Arabic too.
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'url' } }}
            />
            <FormControl component="fieldset" error={Boolean(eventsError)}>
              {/* A legend and a grid rather than FormLabel and FormGroup: each MUI part the host uses
                  for the first time is one more entry in its first script (the login page's). */}
              <Typography
                component="legend"
                variant="body1"
                color={eventsError ? 'error' : 'text.secondary'}
                sx={{ mb: 0.5 }}
              >
                {t('settings.webhooks.form.events')} *
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={tc(`webhook.event.${type}`)}
                    control={
                      <Checkbox
                        name="events"
                        value={type}
                        checked={form.events.includes(type)}
                        onChange={(e) => toggle(type, e.target.checked)}
                      />
                    }
                  />
                ))}
              </Box>
              {eventsError && <FormHelperText>{tc(eventsError)}</FormHelperText>}
            </FormControl>
            <FormControlLabel
              control={
                <Switch
                  name="active"
                  checked={form.active}
                  onChange={(e) => setForm({ ...form, active: e.target.checked })}
                />
              }
              label={t('settings.webhooks.form.active')}
            />
            {serverError && serverError.field === null && (
              <Alert severity="error">{tc(serverError.key)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('settings.webhooks.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? <LoadingDots /> : t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
