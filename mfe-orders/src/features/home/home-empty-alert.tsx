import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA, hasPagePermission } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { Link as RouterLink } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { NAMESPACE } from '../../i18n/namespace';

/** The home page's word to a client with nothing yet, with a link to add an order if allowed. */
export function HomeEmptyAlert() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const user = useSessionUser();
  const canAdd = user
    ? hasPagePermission(user.role, user.permissions, 'ORDERS_ORDER_OF_THE_DAY', 'ADD')
    : false;
  return (
    <Alert
      severity="info"
      action={
        canAdd ? (
          <Button
            component={RouterLink}
            to={`/${language}/${CLIENT_AREA}/orders/add-order`}
            color="inherit"
            size="small"
          >
            {t('home.empty.action')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('home.empty.title')}</AlertTitle>
      {t('home.empty.text')}
    </Alert>
  );
}
