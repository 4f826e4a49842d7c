import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderReport } from '@wolvo/shared/contracts';
import { placeNamesIn } from '@wolvo/shared/geo';
import { useLanguage } from '@wolvo/shared/i18n';
import { SidePanel } from '@wolvo/shared/ui/components/side-panel';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../i18n/namespace';

/** Props of `ReportDetailsDrawer`. */
export interface ReportDetailsDrawerProps {
  /** The report shown; null: the panel is closed. */
  report: OrderReport | null;
  onClose: () => void;
}

/** Width of the report side panels. */
export const PANEL_WIDTH = { xs: '100vw', sm: 440 } as const;

/**
 * A report's details in a side panel: the order, its sender and recipient, the texts and the state. The
 * partner line shows only when the server sent it (staff; a client never gets it).
 */
export function ReportDetailsDrawer({ report, onClose }: ReportDetailsDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const line = (label: string, value: string | null | undefined, user = true) => (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'end', overflowWrap: 'anywhere' }}>
        {user ? <UserText empty={tc('empty-value')}>{value}</UserText> : value}
      </Typography>
    </Stack>
  );
  const place = report ? placeNamesIn(language, report.delegation, report.city) : null;
  return (
    <SidePanel
      open={report !== null}
      title={report ? t('report.form.details-title', { id: report.id }) : ''}
      closeLabel={t('report.close')}
      onClose={onClose}
      width={PANEL_WIDTH}
    >
      {report && (
        <Stack spacing={2} data-testid="report-details">
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={tc(`decision-type.${report.decisionType}`)} />
            <Chip
              size="small"
              variant="outlined"
              label={t(`report.state.${report.closed ? 'closed' : 'open'}`)}
            />
          </Stack>
          <Box>
            <Typography variant="subtitle2">{t('report.form.report')}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              <UserText>{report.report}</UserText>
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2">{t('report.form.decision')}</Typography>
            <Typography
              variant="body2"
              color={report.decision ? 'text.primary' : 'text.secondary'}
              sx={{ whiteSpace: 'pre-wrap' }}
            >
              <UserText empty={t('report.detail.no-decision')}>{report.decision}</UserText>
            </Typography>
          </Box>
          <Divider />
          {line(t('report.detail.order'), `${report.orderCode} (${report.orderId})`)}
          {line(t('report.detail.partner-code'), report.partnerCode)}
          {line(t('report.detail.sender'), `${report.business} (${report.businessId})`)}
          {report.deliveryCompanyId !== null &&
            line(
              t('report.detail.partner'),
              `${report.deliveryCompany} (${report.deliveryCompanyId})`,
            )}
          {line(t('report.detail.recipient'), report.recipient)}
          {line(
            t('report.detail.phones'),
            [report.phone1, report.phone2].filter(Boolean).join(' · '),
          )}
          {line(
            t('report.detail.address'),
            [report.address, place?.delegation, place?.governorate].filter(Boolean).join(', '),
          )}
          {line(t('report.detail.email'), report.email)}
          {line(
            t('report.detail.created'),
            formatDisplayDate(report.createdAt, language, true),
            false,
          )}
          {line(
            t('report.detail.updated'),
            formatDisplayDate(report.updatedAt, language, true),
            false,
          )}
        </Stack>
      )}
    </SidePanel>
  );
}
