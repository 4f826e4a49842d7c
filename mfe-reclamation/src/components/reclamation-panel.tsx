import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RECLAMATION_TEXT_MAX, type Reclamation } from '@wolvo/shared/contracts';
import { errorTextOf, fieldErrorsOf, toastApiError } from '@wolvo/shared/http';
import { SidePanel } from '@wolvo/shared/ui/components/side-panel';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { answerReclamation, getReclamation } from '../api/reclamations';
import { ReclamationStateChip } from './reclamation-state-chip';
import { NAMESPACE } from '../i18n/namespace';

/** Props of `ReclamationPanel`. */
export interface ReclamationPanelProps {
  /** The reclamation opened (from the list or a notification), or null: closed. */
  reclamationId: number | null;
  /** The signed-in staff member: the `{resolverId}` of the answer. */
  userId: number;
  /** Answering offered (EDIT on the inbox). */
  canAnswer: boolean;
  onClose: () => void;
  /** After an answer, so the list shows the new state. */
  onAnswered: () => void;
}

/** One label and its value in the panel. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A reclamation in a side panel, read again from the server (so a notification's link opens it even off
 * the list's page): the client, who filed it and when, the parcel, the text, and the answer; staff with
 * EDIT answer it, which closes it and tells the client.
 */
export function ReclamationPanel({
  reclamationId,
  userId,
  canAnswer,
  onClose,
  onAnswered,
}: ReclamationPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const [item, setItem] = useState<Reclamation | null>(null);
  const [error, setError] = useState('');
  const [response, setResponse] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const language = i18n.language;

  useEffect(() => {
    if (reclamationId === null) return;
    const controller = new AbortController();
    setItem(null);
    setError('');
    setFieldError('');
    getReclamation(reclamationId, controller.signal).then(
      (found) => {
        if (!found) setError('reclamation.not-found');
        else {
          setItem(found);
          setResponse(found.response ?? '');
        }
      },
      (failure: unknown) => {
        const text = errorTextOf(failure);
        if (text) setError(text);
      },
    );
    return () => controller.abort();
  }, [reclamationId]);

  const submit = async () => {
    if (!item) return;
    if (!response.trim()) {
      setFieldError(tc('reclamation.response-required'));
      return;
    }
    setBusy(true);
    try {
      setItem(await answerReclamation(userId, item.id, { response: response.trim() }));
      showToast(t('reclamations.answer.success'), 'success');
      onAnswered();
    } catch (failure) {
      const { fields } = fieldErrorsOf(failure);
      if (fields.response) setFieldError(tc(fields.response));
      else toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SidePanel
      open={reclamationId !== null}
      onClose={onClose}
      closeLabel={t('reclamations.detail.close')}
      title={t('reclamations.detail.title', { id: reclamationId ?? '' })}
      headerActions={item && <ReclamationStateChip status={item.status} />}
    >
      {error ? (
        <Alert severity="error">{tc(error)}</Alert>
      ) : !item ? (
        <Stack spacing={1} aria-busy aria-label={t('reclamations.detail.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Field label={t('reclamations.detail.client')}>
            <UserText>{item.company}</UserText>
            <Typography variant="body2" color="text.secondary" component="span">
              {' · '}
              <UserText>{item.clientName}</UserText>
            </Typography>
          </Field>
          <Field label={t('reclamations.detail.reporter')}>
            <UserText>{item.reporterUsername}</UserText>
            {` · ${formatDisplayDate(item.createdAt, language, true)}`}
          </Field>
          <Field label={t('reclamations.detail.order')}>
            {item.orderCode ? <UserText>{item.orderCode}</UserText> : t('reclamations.general')}
          </Field>
          <Field label={t('reclamations.detail.description')}>
            <bdi data-testid="reclamation-description">{item.description}</bdi>
          </Field>
          {item.response && item.resolverUsername && (
            <Alert severity="success" icon={false} data-testid="reclamation-response">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('reclamations.detail.resolver', {
                  name: item.resolverUsername,
                  date: formatDisplayDate(item.updatedAt, language, true),
                })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                <UserText>{item.response}</UserText>
              </Typography>
            </Alert>
          )}
          {canAnswer ? (
            <Stack
              component="form"
              spacing={1.5}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <TextField
                multiline
                minRows={4}
                required
                label={t('reclamations.answer.label')}
                value={response}
                onChange={(e) => {
                  setResponse(e.target.value);
                  setFieldError('');
                }}
                error={!!fieldError}
                helperText={fieldError || ' '}
                slotProps={{ htmlInput: { maxLength: RECLAMATION_TEXT_MAX } }}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={busy}>
                  {t(item.response ? 'reclamations.answer.update' : 'reclamations.answer.submit')}
                </Button>
              </Box>
            </Stack>
          ) : (
            !item.response && (
              <Typography color="text.secondary">{t('reclamations.detail.no-response')}</Typography>
            )
          )}
        </Stack>
      )}
    </SidePanel>
  );
}
