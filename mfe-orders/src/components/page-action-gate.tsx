import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA, hasPagePermission } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { Link as RouterLink } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../i18n/namespace';

/** The page permission of every orders screen: team members need its action granted. */
const ORDERS_PAGE = 'ORDERS_ORDER_OF_THE_DAY';

/** Props of `PageActionGate`. */
export interface PageActionGateProps {
  /** Key of the page under `pages.` (its heading stays, so the user knows where they are). */
  page: string;
  /** The action the page needs beyond VIEW, which the shell already checked. */
  action: 'ADD';
  children: ReactNode;
}

/**
 * Renders `children` only for a user with `action` on the orders page; a team member without it (who
 * reached the page by its address) sees why instead of a form the server would refuse.
 */
export function PageActionGate({ page, action, children }: PageActionGateProps) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const user = useSessionUser();
  const allowed = user
    ? hasPagePermission(user.role, user.permissions, ORDERS_PAGE, action)
    : false;
  if (allowed) return <>{children}</>;
  return (
    <Stack spacing={2}>
      <PageHeading namespace={NAMESPACE} page={page} section="orders" />
      <Alert
        severity="warning"
        data-testid="not-allowed"
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={`/${language}/${CLIENT_AREA}/orders/order-of-the-day`}
          >
            {t('not-allowed.back')}
          </Button>
        }
      >
        <AlertTitle>{t('not-allowed.title')}</AlertTitle>
        {t(`not-allowed.${action}`)}
      </Alert>
    </Stack>
  );
}
