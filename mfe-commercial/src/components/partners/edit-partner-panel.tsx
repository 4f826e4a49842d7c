import { useEffect, type FormEvent } from 'react';
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
import {
  checkTyped,
  EMPTY_PARTNER,
  toPartnerRequest,
  valuesOf,
} from '../../features/partners/partner-form-values';
import { PartnerFields, usePartnerForm } from './partner-form';

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
  const { values, setValues, errors, setErrors, set, showServerErrors } =
    usePartnerForm(EMPTY_PARTNER);
  // The edited partner shows in the list because the partners are asked for again.
  const edit = useApiMutation(partnerApi.edit, { invalidates: [partnerApi.list] });
  const busy = edit.isPending;

  useEffect(() => {
    if (partner) {
      setValues(valuesOf(partner, i18n.language));
      setErrors({});
    }
  }, [partner, setValues, setErrors, i18n]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!partner) return;
    const typed = checkTyped(values);
    setErrors(typed);
    if (Object.keys(typed).length) return;
    try {
      const result = await edit.mutateAsync({
        params: { id: partner.id },
        body: toPartnerRequest(values),
      });
      showToast(tc(result.message), 'success');
      onSaved();
    } catch (failure) {
      if (!showServerErrors(failure)) toastApiError(failure);
    }
  };

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
          <PartnerFields
            values={values}
            errors={errors}
            busy={busy}
            mode="edit"
            compact
            set={set}
          />
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
