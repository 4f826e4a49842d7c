import { lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_DOCUMENTS_FIELD,
  type AddClientRequest,
  type ClientEditDto,
} from '@wolvo/shared/contracts';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { errorAt, setServerErrors } from '@wolvo/shared/form';
import { getApiFile, isHttpError, openFile } from '@wolvo/shared/http';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { EditHistory } from '@wolvo/shared/ui/components/edit-history';
import { showToast } from '@wolvo/shared/ui/toast';
import { DocumentDropzone } from '@wolvo/shared/ui/components/document-dropzone';
import type { ClientFormState } from '@wolvo/shared/ui/client-form';
import { clientFormOf } from '@wolvo/shared/ui/client-form/values';
import { NAMESPACE } from '../../../i18n/namespace';
import { ClientWebhooks } from './client-webhooks';
import { EditsFooter } from './edits-footer';

// The one client form (react-hook-form and the clients' rules) loads with the first client opened.
const ClientForm = lazy(() =>
  import('@wolvo/shared/ui/client-form').then((m) => ({ default: m.ClientForm })),
);

/** The client update payload's text fields, sent even when empty (the editor clears them so). */
const TEXT_FIELDS = [
  'fullname',
  'email',
  'delegation',
  'city',
  'pickupAddress',
  'phone1',
  'phone2',
  'pos',
  'cin',
  'patent',
  'rib',
  'rc',
] as const;

/** The multipart body of PUT /v1/client/edit/{id}: the checked fields, the documents kept and added. */
function updateFormOf(
  client: ClientEditDto,
  body: AddClientRequest,
  kept: readonly string[],
  files: readonly File[],
) {
  const form = new FormData();
  form.append('id', String(client.id));
  form.append('userId', String(client.userId));
  for (const field of TEXT_FIELDS) form.append(field, body[field] ?? '');
  for (const field of ['deliveryCost', 'returnCost', 'exchangeCost'] as const)
    form.append(field, String(body[field]));
  form.append('companies', body.companies.join(','));
  form.append('paymentDays', (body.paymentDays ?? []).join(','));
  form.append('paymentType', body.paymentType ?? 'CACHE');
  form.append('oldPaymentDocuments', kept.join(','));
  for (const file of files) form.append(PAYMENT_DOCUMENTS_FIELD, file, file.name);
  return form;
}

/**
 * The staff client editor: the one client form (companies as chips, empty is an error; the
 * governorate → delegation pickers), payment documents (keep, remove, add with a dropzone of at most 5
 * files); login and password are read-only. Saves as multipart; the client is then asked for again.
 */
export function ClientEditor({
  clientId,
  canEdit,
  search,
}: {
  clientId: number | null;
  canEdit: boolean;
  search: ReactNode;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const query = useApiQuery(
    clientApi.get,
    { params: { id: clientId ?? 0 } },
    { enabled: clientId !== null },
  );
  const client = clientId === null ? undefined : query.data;
  const failed = clientId !== null && !!query.error;
  useEffect(() => {
    if (failed) showToast(i18n.t('client.id.not-found'), 'error');
  }, [failed, i18n]);
  // A saved client is answered again: the form starts over from what the server holds.
  const update = useApiMutation(clientApi.edit, { invalidates: [clientApi.get] });
  const [changed, setChanged] = useState(false);
  const formId = useId();

  return (
    <Stack spacing={2}>
      {!client ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('edits.empty.users')}</Typography>
        </Paper>
      ) : (
        <ClientEdit
          key={`${client.id}:${query.dataUpdatedAt}:${i18n.language}`}
          client={client}
          language={i18n.language}
          formId={formId}
          canEdit={canEdit}
          busy={update.isPending}
          onChanged={setChanged}
          onSave={(form) => update.mutateAsync({ params: { id: client.id }, body: form })}
        />
      )}
      <EditsFooter
        search={search}
        canSave={canEdit && changed && !!client}
        busy={update.isPending}
        onSave={() => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit()}
      />
    </Stack>
  );
}

/** One client in the editor: its form, documents, webhooks and audit trail (a fresh state per answer). */
function ClientEdit({
  client,
  language,
  formId,
  canEdit,
  busy,
  onChanged,
  onSave,
}: {
  client: ClientEditDto;
  language: string;
  formId: string;
  canEdit: boolean;
  busy: boolean;
  onChanged: (changed: boolean) => void;
  onSave: (form: FormData) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  // Millimes shown as dinars with the language's decimal mark (the form reads them back).
  const [values] = useState(() => clientFormOf(client, language));
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState(() => client.documents.map((d) => d.url));
  const [dirty, setDirty] = useState(false);
  const disabled = busy || !canEdit;
  const heading = t('edits.client.heading', { id: client.id, name: client.fullname });

  useEffect(
    () => onChanged(dirty || files.length > 0 || kept.length !== client.documents.length),
    [dirty, files, kept, client, onChanged],
  );
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  const save = async (body: AddClientRequest, form: ClientFormState) => {
    try {
      const result = await onSave(updateFormOf(client, body, kept, files));
      showToast(tc(result.message), 'success');
    } catch (error) {
      const status = isHttpError(error) ? error.response?.status : undefined;
      setServerErrors(error, form.setError);
      showToast(
        tc(status === 406 ? 'update-client.company-issue' : 'update-client.failed'),
        'error',
      );
    }
  };

  const readOnly = (label: string, value: string, type?: string) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <TextField
        fullWidth
        type={type}
        label={label}
        value={value}
        helperText={t('edits.client.read-only')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </Grid>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3}>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
          <ClientForm
            id={formId}
            ariaLabel={heading}
            variant="plain"
            defaultValues={values}
            label={(field) => t(`edits.client.${field}`)}
            title={(section) => t(`edits.client.${section}`)}
            weekday={(day) => t(`edits.client.weekday.${day}`)}
            paymentTypeLabel={(type) => t(`edits.client.payment-type.${type}`)}
            hints={{ companies: t('edits.client.companies-hint') }}
            flagEmptyCompanies
            disabled={disabled}
            identityExtra={
              <>
                {readOnly(t('edits.client.username'), client.username)}
                {readOnly(t('edits.client.password'), '••••••••', 'password')}
              </>
            }
            onDirtyChange={onDirtyChange}
            onSubmit={save}
          >
            {({ form }) => {
              const documentsError = errorAt(form.formState.errors, PAYMENT_DOCUMENTS_FIELD);
              return (
                <Stack spacing={1.5}>
                  <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
                    {t('edits.client.documents')}
                  </Typography>
                  <Typography variant="body2">{t('edits.client.kept-documents')}</Typography>
                  {client.documents.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('edits.client.no-documents')}
                    </Typography>
                  ) : (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {client.documents
                        .filter((d) => kept.includes(d.url))
                        .map((doc) => {
                          const n = client.documents.indexOf(doc) + 1;
                          return (
                            <Chip
                              key={doc.id}
                              label={t('edits.client.document-label', {
                                n,
                                type: doc.contentType?.split('/')[1]?.toUpperCase() ?? 'DOC',
                              })}
                              onClick={() =>
                                void getApiFile(doc.url, 'document').then(openFile, () => {})
                              }
                              aria-label={t('edits.client.open-document', { n })}
                              onDelete={
                                disabled
                                  ? undefined
                                  : () => setKept((urls) => urls.filter((u) => u !== doc.url))
                              }
                            />
                          );
                        })}
                    </Stack>
                  )}
                  <DocumentDropzone files={files} onChange={setFiles} disabled={disabled} />
                  {documentsError && <Alert severity="error">{tc(documentsError)}</Alert>}
                </Stack>
              );
            }}
          </ClientForm>
        </Suspense>
        {!canEdit && <Alert severity="info">{t('edits.no-permission')}</Alert>}
        <ClientWebhooks clientId={client.id} />
        <EditHistory edits={client.edits} />
      </Stack>
    </Paper>
  );
}
