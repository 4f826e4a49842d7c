import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { DeliveryCompany } from '@wolvo/shared/contracts';
import { toastApiError } from '@wolvo/shared/http';
import { SidePanel, SidePanelBody, SidePanelFooter } from '@wolvo/shared/ui/components/side-panel';
import { showToast } from '@wolvo/shared/ui/toast';
import { partnerApi } from '@wolvo/shared/contracts/partners/endpoints';
import { useApiMutation } from '@wolvo/shared/query';
import { NAMESPACE } from '../../i18n/namespace';
import { EMPTY_PARTNER, valuesOf } from '../../features/partners/partner-form-values';
import { PartnerFields, showServerErrors, usePartnerForm } from './partner-form';

/** Props of `EditPartnerPanel`. */
export interface EditPartnerPanelProps {
  /** The partner being edited, or null: closed. */
  partner: DeliveryCompany | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The add-partner form in edit mode, in a side panel over the partners list. */
export function EditPartnerPanel({ partner, onClose, onSaved }: EditPartnerPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const form = usePartnerForm(EMPTY_PARTNER, 'edit');
  const { reset } = form;
  // The edited partner shows in the list because the partners are asked for again.
  const edit = useApiMutation(partnerApi.edit, { invalidates: [partnerApi.list] });
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    if (partner) reset(valuesOf(partner, i18n.language));
  }, [partner, reset, i18n]);

  // The body is the one the rules passed (`partnerResolver`), without the login.
  const submit = form.handleSubmit(async (body) => {
    if (!partner) return;
    try {
      const result = await edit.mutateAsync({ params: { id: partner.id }, body });
      showToast(tc(result.message), 'success');
      onSaved();
    } catch (failure) {
      if (!showServerErrors(form, failure)) toastApiError(failure);
    }
  });

  return (
    <SidePanel
      open={partner !== null}
      title={t('partners.edit-title', { name: partner?.name ?? '' })}
      closeLabel={t('partners.close')}
      // A save under way is not abandoned by Escape or the backdrop.
      onClose={busy ? () => undefined : onClose}
      bare
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <SidePanelBody>
          <PartnerFields form={form} mode="edit" compact />
        </SidePanelBody>
        <SidePanelFooter>
          <Button onClick={onClose} disabled={busy}>
            {t('clients.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('partners.form.save-edit')}
          </Button>
        </SidePanelFooter>
      </Box>
    </SidePanel>
  );
}
