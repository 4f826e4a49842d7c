import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  isClientRole,
  REPORT_MESSAGES,
  REPORT_TEXT_MAX,
  type OrderReport,
  type Role,
} from '@wolvo/shared/contracts';
import { fieldErrorsOf, isCancelledRequest } from '@wolvo/shared/http';
import { SidePanel, SidePanelBody, SidePanelFooter } from '@wolvo/shared/ui/components/side-panel';
import { showToast } from '@wolvo/shared/ui/toast';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { orderReportApi } from '@wolvo/shared/contracts/order-report/endpoints';
import { useApiMutation } from '@wolvo/shared/query';
import { NAMESPACE } from '../i18n/namespace';
import { PANEL_WIDTH } from './report-details-drawer';

/**
 * Whether a user may write a report's decision (spec section 5): a client decision only by client
 * personnel, a wolvo decision only by staff.
 */
export function mayDecide(role: Role, report: Pick<OrderReport, 'decisionType'>): boolean {
  return isClientRole(role)
    ? report.decisionType === 'CLIENT_DECISION'
    : report.decisionType === 'WOLVO_DECISION';
}

/** Props of `DecisionDrawer`. */
export interface DecisionDrawerProps {
  /** The report decided on; null: the panel is closed. */
  report: OrderReport | null;
  role: Role;
  /** The caller holds EDIT on the page. */
  canEdit: boolean;
  onClose: () => void;
  /** Called with the saved report. */
  onSaved: (report: OrderReport) => void;
}

/**
 * The edit-report side panel: the decision (and, for staff, the report text). An empty decision is
 * refused before sending (`edit-report.decision-empty`); a report gone meanwhile is `edit-report.invalid-id`.
 */
export function DecisionDrawer({ report, role, canEdit, onClose, onSaved }: DecisionDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const [text, setText] = useState('');
  const [decision, setDecision] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useApiMutation(orderReportApi.edit, {
    invalidates: [orderReportApi.list, orderReportApi.get],
  });
  const client = isClientRole(role);
  const enabled = canEdit && report !== null && mayDecide(role, report);

  useEffect(() => {
    setText(report?.report ?? '');
    setDecision(report?.decision ?? '');
    setErrors({});
  }, [report]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!report) return;
    if (!decision.trim()) {
      setErrors({ decision: REPORT_MESSAGES.decisionEmpty });
      showToast(tc(REPORT_MESSAGES.decisionEmpty), 'warning');
      return;
    }
    try {
      const saved = await edit.mutateAsync({
        params: { id: report.id },
        body: { decision: decision.trim(), ...(client ? {} : { report: text.trim() }) },
      });
      showToast(tc('edit-report.success'), 'success');
      onSaved(saved);
    } catch (failure) {
      if (isCancelledRequest(failure)) return;
      const { fields } = fieldErrorsOf(failure);
      setErrors(fields);
      const status = (failure as { response?: { status?: number } }).response?.status;
      showToast(tc(status === 404 ? 'edit-report.invalid-id' : 'edit-report.failed'), 'error');
    }
  };

  return (
    <SidePanel
      open={report !== null}
      title={report ? t('report.form.edit-title', { id: report.id }) : ''}
      closeLabel={t('report.close')}
      onClose={onClose}
      width={PANEL_WIDTH}
      bare
    >
      {report && (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
        >
          <SidePanelBody>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip size="small" label={tc(`decision-type.${report.decisionType}`)} />
                <Typography variant="body2" color="text.secondary">
                  <UserText>{report.orderCode}</UserText> · <UserText>{report.business}</UserText>
                </Typography>
              </Stack>
              <TextField
                label={t('report.form.report')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                multiline
                minRows={3}
                disabled={client}
                error={Boolean(errors.report)}
                helperText={errors.report ? tc(errors.report) : undefined}
                slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX } }}
              />
              <TextField
                label={`${t('report.form.decision')} *`}
                value={decision}
                onChange={(event) => {
                  setDecision(event.target.value);
                  setErrors((e) => ({ ...e, decision: '' }));
                }}
                multiline
                minRows={3}
                autoFocus
                disabled={!enabled}
                placeholder={
                  report.decisionType === 'CLIENT_DECISION'
                    ? t('report.form.client-placeholder')
                    : t('report.form.wolvo-placeholder')
                }
                error={Boolean(errors.decision)}
                helperText={errors.decision ? tc(errors.decision) : t('report.form.required')}
                slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX } }}
              />
            </Stack>
          </SidePanelBody>
          <SidePanelFooter>
            <Button onClick={onClose}>{t('report.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!enabled || edit.isPending}>
              {t('report.save')}
            </Button>
          </SidePanelFooter>
        </Box>
      )}
    </SidePanel>
  );
}
