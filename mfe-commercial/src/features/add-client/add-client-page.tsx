import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAYMENT_DOCUMENTS_FIELD, STAFF_AREA, type AddClientResult } from '@wolvo/shared/contracts';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { partnerApi } from '@wolvo/shared/contracts/partners/endpoints';
import { setServerErrors } from '@wolvo/shared/form';
import { fieldErrorsOf, toastApiError } from '@wolvo/shared/http';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { useNavigate } from '@wolvo/shared/router';
import {
  ClientForm,
  EMPTY_CLIENT_FORM,
  multipartOf,
  type ClientFormField,
  type ClientFormSection,
} from '@wolvo/shared/ui/client-form';
import { DocumentDropzone } from '@wolvo/shared/ui/components/document-dropzone';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { showToast } from '@wolvo/shared/ui/toast';
import { CredentialsDialog } from '../../components/clients/credentials-dialog';
import { FormActions } from '../../components/forms/form-actions';
import { NAMESPACE } from '../../i18n/namespace';

/** The form's fields whose text key is not their name. */
const LABEL_KEY: Partial<Record<ClientFormField, string>> = {
  insuranceBp: 'insurance',
  refundBp: 'refund',
};

/**
 * Add client (staff area, `commercial/clients/add`): the one client form (identity, companies, pickup
 * address, prices and rates, identity and bank details, payment terms, preferred partner) and the
 * payment documents, sent as one multipart form. The rules are the API's; the generated credentials are
 * shown once, then the list opens.
 */
export default function AddClientPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const listHref = `/${i18n.language}/${STAFF_AREA}/commercial/clients`;
  const [added, setAdded] = useState<AddClientResult | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  // The partners a client may prefer (none when they cannot be read).
  const partners = useApiQuery(partnerApi.list, { query: { offset: 0 } });
  const add = useApiMutation(clientApi.add, {
    invalidates: [clientApi.list, clientApi.listByCreator],
  });

  return (
    <Stack spacing={2}>
      <PageHeading namespace={NAMESPACE} page="add-client" section="commercial" />
      <ClientForm
        defaultValues={EMPTY_CLIENT_FORM}
        label={(field) => t(`clients.form.${LABEL_KEY[field] ?? field}`)}
        title={(section: ClientFormSection) => t(`clients.form.${section}`)}
        weekday={(day) => t(`clients.weekday.${day}`)}
        paymentTypeLabel={(type) => t(`clients.form.payment-type.${type}`)}
        hints={{
          email: t('clients.form.email-hint'),
          companies: t('clients.form.companies-hint'),
        }}
        rates
        partners={{ options: partners.data?.companies ?? [], none: t('clients.form.none') }}
        onSubmit={async (body, form) => {
          setFilesError(undefined);
          try {
            // The client editor's encoding: text fields, lists comma-joined, with the documents.
            setAdded(
              await add.mutateAsync({ body: multipartOf(body, files, PAYMENT_DOCUMENTS_FIELD) }),
            );
          } catch (failure) {
            const { fields, other } = fieldErrorsOf(failure);
            setFilesError(fields[PAYMENT_DOCUMENTS_FIELD]);
            const placed = setServerErrors(failure, form.setError);
            if (other.includes('user.email-exists'))
              form.setError('email', { type: 'server', message: 'user.email-exists' });
            else if (!placed) toastApiError(failure);
          }
        }}
      >
        {({ busy, hasErrors }) => (
          <>
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
                {t('clients.form.documents')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={12}>
                  <DocumentDropzone
                    files={files}
                    onChange={(next) => {
                      setFiles(next);
                      setFilesError(undefined);
                    }}
                    disabled={busy}
                  />
                  {filesError && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                      {tc(filesError)}
                    </Alert>
                  )}
                </Grid>
              </Grid>
            </Paper>
            <FormActions
              hasErrors={hasErrors || !!filesError}
              busy={busy}
              cancelHref={listHref}
              saveLabel={t('clients.form.save')}
            />
          </>
        )}
      </ClientForm>
      <CredentialsDialog
        added={added}
        onDone={() => {
          if (added) showToast(tc(added.message), 'success');
          setAdded(null);
          void navigate(listHref);
        }}
      />
    </Stack>
  );
}
