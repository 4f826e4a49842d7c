import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { STAFF_AREA, type AddedDeliveryCompany } from '@wolvo/shared/contracts';
import { toastApiError } from '@wolvo/shared/http';
import { useNavigate } from '@wolvo/shared/router';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { showToast } from '@wolvo/shared/ui/toast';
import { partnerApi } from '@wolvo/shared/contracts/partners/endpoints';
import { useApiMutation } from '@wolvo/shared/query';
import { SecretsDialog } from '../../components/clients/credentials-dialog';
import { FormActions } from '../../components/forms/form-actions';
import {
  PartnerFields,
  showServerErrors,
  usePartnerForm,
} from '../../components/partners/partner-form';
import { NAMESPACE } from '../../i18n/namespace';
import { EMPTY_PARTNER } from '../partners/partner-form-values';

/**
 * Add partner (staff area, `commercial/partners/add`): the spec's partner fields, checked before sending
 * by the server's own partner rules; what only the server knows (a name or login taken) it names by
 * field. The partner's login, password and status-feed key are shown once, then the partners list opens.
 */
export default function AddPartnerPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const listHref = `/${i18n.language}/${STAFF_AREA}/commercial/partners`;
  const form = usePartnerForm(EMPTY_PARTNER, 'add');
  const add = useApiMutation(partnerApi.add, { invalidates: [partnerApi.list] });
  const busy = form.formState.isSubmitting;
  const [added, setAdded] = useState<AddedDeliveryCompany | null>(null);

  // The body is the one the rules passed (`partnerResolver`).
  const submit = form.handleSubmit(async (body) => {
    try {
      setAdded(await add.mutateAsync({ body }));
    } catch (failure) {
      if (!showServerErrors(form, failure)) toastApiError(failure);
    }
  });

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => void submit(e)}>
      <PageHeading namespace={NAMESPACE} page="add-partner" section="commercial" />
      <PartnerFields form={form} mode="add" />
      <FormActions
        hasErrors={Object.keys(form.formState.errors).length > 0}
        busy={busy}
        cancelHref={listHref}
        saveLabel={t('partners.form.save-add')}
      />
      <SecretsDialog
        open={added !== null}
        title={t('partners.credentials.title', { name: added?.name ?? '' })}
        text={t('partners.credentials.text')}
        secrets={[
          { what: 'username', value: added?.partnerLogin ?? '' },
          { what: 'password', value: added?.password ?? '' },
          { what: 'apiKey', value: added?.apiKey ?? '' },
        ]}
        doneLabel={t('clients.credentials.done')}
        onDone={() => {
          if (added) showToast(t('partners.added', { name: added.name }), 'success');
          setAdded(null);
          void navigate(listHref);
        }}
      />
    </Stack>
  );
}
