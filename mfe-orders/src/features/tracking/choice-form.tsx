import { useCallback, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language, TrackingView } from '@wolvo/shared/contracts';
import { TRACKING_NOTE_MAX } from '@wolvo/shared/contracts/core';
import { trackingApi } from '@wolvo/shared/contracts/tracking/endpoints';
import { errorTextOf } from '@wolvo/shared/http/errors';
import { callPublicApi } from '@wolvo/shared/http/fetch';
import { formatDay } from '@wolvo/shared/ui/format/format-day';
import { NAMESPACE } from '../../i18n/namespace';
import { Alert } from './lazy-alert';

/** The recipient's choice of a delivery day (or refusal), with a note for the driver. */
export default function ChoiceForm({
  view,
  token,
  language,
  onChosen,
}: {
  view: TrackingView;
  token: string;
  language: Language;
  onChosen: (view: TrackingView) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [day, setDay] = useState(view.choiceDays[0]!);
  const [note, setNote] = useState('');
  const [confirmRefusal, setConfirmRefusal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);

  const send = useCallback(
    async (kind: 'DAY' | 'REFUSE') => {
      setBusy(true);
      setError(null);
      try {
        onChosen(
          await callPublicApi(trackingApi.choose, {
            params: { token },
            body: {
              kind,
              ...(kind === 'DAY' && { day }),
              ...(note.trim() && { note: note.trim() }),
            },
          }),
        );
      } catch (failure) {
        const text = errorTextOf(failure);
        // "note: track.choice.note-too-long" names its field.
        const [field, message] = text.includes(': ') ? text.split(': ', 2) : [null, text];
        setError({ field, message: message ?? text });
      } finally {
        setBusy(false);
      }
    },
    [day, note, token, onChosen],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('DAY');
  };
  const noteError = error?.field === 'note';
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="choice-title">
      <Typography id="choice-title" variant="h6" component="h2">
        {t('tracking.choice-title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('tracking.choice-intro')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t('tracking.day-label')}
          </FormLabel>
          {view.choiceDays.map((d) => (
            <Box
              component="label"
              key={d}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                minHeight: 44,
                cursor: 'pointer',
              }}
            >
              <Box
                component="input"
                type="radio"
                name="choice-day"
                value={d}
                checked={day === d}
                onChange={() => setDay(d)}
                sx={(theme) => ({
                  width: 20,
                  height: 20,
                  m: 0,
                  accentColor: theme.palette.primary.main,
                  // Native controls follow the page's scheme (dark circles in dark mode).
                  colorScheme: theme.palette.mode,
                })}
              />
              {formatDay(d, language)}
            </Box>
          ))}
        </FormControl>
        <FormControl error={noteError} fullWidth>
          <InputLabel htmlFor="choice-note">{t('tracking.note-label')}</InputLabel>
          <OutlinedInput
            id="choice-note"
            label={t('tracking.note-label')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            inputProps={{ maxLength: TRACKING_NOTE_MAX, 'aria-describedby': 'choice-note-help' }}
          />
          <FormHelperText id="choice-note-help">
            {noteError
              ? t(error.message, { ns: 'common' })
              : t('tracking.note-help', { count: note.length })}
          </FormHelperText>
        </FormControl>
        {error && !noteError && (
          <Alert severity="error">{t(error.message, { ns: 'common' })}</Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('tracking.choose-day')}
        </Button>
        {confirmRefusal ? (
          <Alert
            severity="warning"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={() => setConfirmRefusal(false)}>
                  {t('tracking.refuse-no')}
                </Button>
                <Button
                  color="error"
                  variant="contained"
                  size="small"
                  disabled={busy}
                  onClick={() => void send('REFUSE')}
                >
                  {t('tracking.refuse-yes')}
                </Button>
              </Stack>
            }
            sx={{ flexWrap: 'wrap' }}
          >
            {t('tracking.refuse-confirm')}
          </Alert>
        ) : (
          <Button color="error" variant="text" onClick={() => setConfirmRefusal(true)}>
            {t('tracking.refuse')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
