import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { hasPagePermission } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { useSessionUser } from '@wolvo/shared/session';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { DashAlphaBoard } from '../../components/dashboards/dash-alpha-board';
import { ordersListLink } from '../../components/orders-list-link';
import { NAMESPACE } from '../../i18n/namespace';

/**
 * Dashboard alpha > overview (client area, `dash-alpha/overview`): the merchant's orders of a period per
 * status; a status opens the orders of the day filtered on it (when the user may see that list).
 */
export default function DashAlphaOverviewPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const user = useSessionUser();
  const canList = user
    ? hasPagePermission(user.role, user.permissions, 'ORDERS_ORDER_OF_THE_DAY', 'VIEW')
    : false;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="dash-alpha-overview" section="dash-alpha" />
      <DashAlphaBoard
        intro={t(canList ? 'dashboards.intro-client' : 'dashboards.intro-client-counts')}
        linkOf={
          canList
            ? (status, period) => ordersListLink(language, { status: [status], ...period })
            : undefined
        }
      />
    </Stack>
  );
}
