import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RECLAMATION_TEXT_MAX } from '@wolvo/shared/contracts';
import { AnswerReclamationRules } from '@wolvo/shared/contracts/reclamation';
import { reclamationApi } from '@wolvo/shared/contracts/reclamation/endpoints';
import { errorAt, rulesResolver, setServerErrors } from '@wolvo/shared/form';
import { errorTextOf, toastApiError } from '@wolvo/shared/http';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { SidePanel } from '@wolvo/shared/ui/components/side-panel';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
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
}

/** The answer as typed; the body sends it trimmed. */
interface AnswerFields {
  response: string;
}
const resolver = rulesResolver(AnswerReclamationRules, (v: AnswerFields) => ({
  response: v.response.trim(),
}));

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
}: ReclamationPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const language = i18n.language;
  // The list's own endpoint narrowed to one id: the answer invalidates it, so the panel and the list
  // both show the new state.
  const query = useApiQuery(
    reclamationApi.list,
    { query: { offset: 0, limit: 1, id: reclamationId ?? 0 } },
    { enabled: reclamationId !== null },
  );
  const item = query.data?.items[0] ?? null;
  const error = query.error
    ? errorTextOf(query.error)
    : query.data && !item
      ? 'reclamation.not-found'
      : '';
  const answer = useApiMutation(reclamationApi.answer, { invalidates: [reclamationApi.list] });
  const { register, handleSubmit, setError, formState } = useForm<
    AnswerFields,
    unknown,
    { response: string }
  >({
    resolver,
    values: { response: item?.response ?? '' },
  });
  const fieldKey = errorAt(formState.errors, 'response');
  const { ref: responseRef, ...responseField } = register('response');

  const submit = handleSubmit(async (body) => {
    if (!item) return;
    try {
      await answer.mutateAsync({ params: { resolverId: userId, reclamationId: item.id }, body });
      showToast(t('reclamations.answer.success'), 'success');
    } catch (failure) {
      if (!setServerErrors(failure, setError)) toastApiError(failure);
    }
  });

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
            <Stack component="form" spacing={1.5} noValidate onSubmit={(e) => void submit(e)}>
              <TextField
                multiline
                minRows={4}
                required
                label={t('reclamations.answer.label')}
                {...responseField}
                inputRef={responseRef}
                error={!!fieldKey}
                helperText={fieldKey ? tc(fieldKey) : ' '}
                slotProps={{ htmlInput: { maxLength: RECLAMATION_TEXT_MAX } }}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={answer.isPending}>
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
