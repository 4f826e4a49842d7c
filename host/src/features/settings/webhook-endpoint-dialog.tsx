import { useEffect, useId } from 'react';
import { useController, useForm } from 'react-hook-form';
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
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '@wolvo/shared/contracts';
import { checkWebhookFields } from '@wolvo/shared/contracts/webhooks/rules';
import { checkResolver, setServerErrors } from '@wolvo/shared/form';
import { errorTextOf } from '@wolvo/shared/http/errors';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { SettingsTextField } from './settings-text-field';

/** The endpoint form's fields, the body it sends (the URL trimmed). */
export interface WebhookForm {
  url: string;
  events: WebhookEventType[];
  active: boolean;
}

/**
 * The form's resolver: the API's endpoint rules (`checkWebhookFields` of
 * `@wolvo/shared/contracts/webhooks/rules`) on the body it would send, each problem under its field in
 * the server's words. Whether http to localhost is allowed (WEBHOOK_ALLOW_INSECURE) and where the host
 * resolves are the server's to say: the form lets such a URL through.
 */
const webhookResolver = checkResolver(
  (values: WebhookForm): WebhookForm => ({ ...values, url: values.url.trim() }),
  (body) => checkWebhookFields(body, true),
);

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
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: saving },
  } = useForm<WebhookForm, unknown, WebhookForm>({
    defaultValues: formOf(endpoint),
    resolver: webhookResolver,
  });
  const { field: events } = useController({ control, name: 'events' });
  const { field: active } = useController({ control, name: 'active' });

  useEffect(() => {
    if (open) reset(formOf(endpoint));
  }, [open, endpoint, reset]);

  const urlError = errors.url?.message;
  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  // A refusal that names no field (the maximum reached): above the buttons.
  const formError = errors.root?.server?.message;

  const toggle = (type: WebhookEventType, checked: boolean) =>
    events.onChange(
      WEBHOOK_EVENT_TYPES.filter((e) => (e === type ? checked : events.value.includes(e))),
    );

  const submit = async (form: WebhookForm) => {
    try {
      await onSubmit(form);
    } catch (failure) {
      if (setServerErrors(failure, setError)) return;
      const key = errorTextOf(failure);
      if (key) setError('root.server', { type: 'server', message: key });
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
      <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        <DialogTitle id={`${id}-title`}>
          {t(endpoint ? 'settings.webhooks.form.edit-title' : 'settings.webhooks.form.add-title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SettingsTextField
              autoFocus
              label={`${t('settings.webhooks.form.url')} *`}
              type="url"
              registration={register('url')}
              error={urlError}
              help={t('settings.webhooks.form.url-help')}
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
                        checked={events.value.includes(type)}
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
                  checked={active.value}
                  onChange={(e) => active.onChange(e.target.checked)}
                />
              }
              label={t('settings.webhooks.form.active')}
            />
            {formError && <Alert severity="error">{tc(formError)}</Alert>}
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
