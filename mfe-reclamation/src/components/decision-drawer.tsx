import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
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
  type EditReportRequest,
  type OrderReport,
  type Role,
} from '@wolvo/shared/contracts';
import { EditReportRules } from '@wolvo/shared/contracts/order-report';
import { errorAt, rulesResolver, setServerErrors } from '@wolvo/shared/form';
import { isCancelledRequest } from '@wolvo/shared/http';
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

/** The form's texts as typed. */
interface DecisionFields {
  report: string;
  decision: string;
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
  const client = isClientRole(role);
  const enabled = canEdit && report !== null && mayDecide(role, report);
  // A decision shows in the reports, the report and the faulty orders (asked again).
  const edit = useApiMutation(orderReportApi.edit, {
    invalidates: [orderReportApi.list, orderReportApi.get, orderReportApi.faultyOrders],
  });
  // The body: the decision, and the report text for staff (a client cannot change it), trimmed.
  const resolver = useMemo(
    () =>
      rulesResolver(EditReportRules, (v: DecisionFields) => ({
        decision: v.decision.trim(),
        ...(client ? {} : { report: v.report.trim() }),
      })),
    [client],
  );
  const { register, handleSubmit, setError, formState } = useForm<
    DecisionFields,
    unknown,
    EditReportRequest
  >({ resolver, values: { report: report?.report ?? '', decision: report?.decision ?? '' } });
  const reportError = errorAt(formState.errors, 'report');
  const decisionError = errorAt(formState.errors, 'decision');
  const field = (name: keyof DecisionFields) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };

  const submit = handleSubmit(
    async (body) => {
      if (!report) return;
      try {
        const saved = await edit.mutateAsync({ params: { id: report.id }, body });
        showToast(tc('edit-report.success'), 'success');
        onSaved(saved);
      } catch (failure) {
        if (isCancelledRequest(failure)) return;
        setServerErrors(failure, setError);
        const status = (failure as { response?: { status?: number } }).response?.status;
        showToast(tc(status === 404 ? 'edit-report.invalid-id' : 'edit-report.failed'), 'error');
      }
    },
    (errors) => {
      if (errors.decision) showToast(tc(REPORT_MESSAGES.decisionEmpty), 'warning');
    },
  );

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
          onSubmit={(e) => void submit(e)}
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
                {...field('report')}
                multiline
                minRows={3}
                disabled={client}
                error={Boolean(reportError)}
                helperText={reportError ? tc(reportError) : undefined}
                slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX } }}
              />
              <TextField
                label={`${t('report.form.decision')} *`}
                {...field('decision')}
                multiline
                minRows={3}
                autoFocus
                disabled={!enabled}
                placeholder={
                  report.decisionType === 'CLIENT_DECISION'
                    ? t('report.form.client-placeholder')
                    : t('report.form.wolvo-placeholder')
                }
                error={Boolean(decisionError)}
                helperText={decisionError ? tc(decisionError) : t('report.form.required')}
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
