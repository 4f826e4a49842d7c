import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { DeliveryCompany } from '@wolvo/shared/contracts';
import { toastApiError } from '@wolvo/shared/http';
import { showToast } from '@wolvo/shared/ui/toast';
import { editPartner } from '../../api/partners';
import { NAMESPACE } from '../../i18n/translations';
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
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const id = useId();
  const { values, setValues, errors, setErrors, set, showServerErrors } =
    usePartnerForm(EMPTY_PARTNER);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (partner) {
      setValues(valuesOf(partner));
      setErrors({});
    }
  }, [partner, setValues, setErrors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!partner) return;
    const typed = checkTyped(values);
    setErrors(typed);
    if (Object.keys(typed).length) return;
    setBusy(true);
    try {
      const result = await editPartner(partner.id, toPartnerRequest(values));
      showToast(tc(result.message), 'success');
      onSaved();
    } catch (failure) {
      if (!showServerErrors(failure)) toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      anchor="right"
      open={partner !== null}
      onClose={busy ? undefined : onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 520 } },
          role: 'dialog',
          'aria-labelledby': `${id}-title`,
        },
      }}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        spacing={2}
        sx={{ p: 2, minHeight: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('partners.edit-title', { name: partner?.name ?? '' })}
          </Typography>
          <IconButton onClick={onClose} disabled={busy} aria-label={t('partners.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <PartnerFields values={values} errors={errors} busy={busy} mode="edit" compact set={set} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', pb: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('clients.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('partners.form.save-edit')}
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
}
