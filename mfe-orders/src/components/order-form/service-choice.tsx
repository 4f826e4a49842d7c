import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA, SERVICE_TYPES, type ServiceType } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { useNavigate } from '@wolvo/shared/router';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `ServiceChoice`. */
export interface ServiceChoiceProps {
  value: ServiceType;
  /** Another kind of exchange on the add-exchange form; unset on the add-order form. */
  onExchange?: (next: Exclude<ServiceType, 'DELIVERY'>) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The service of a new order: a delivery is the add-order form, an exchange or counter-exchange the
 * add-exchange form (one form per thing), so choosing across them moves to the other page, the chosen
 * exchange kind in its address (`?service=COUNTER_EXCHANGE`).
 * @example <ServiceChoice value="DELIVERY" />
 */
export function ServiceChoice({ value, onExchange, disabled = false, sx }: ServiceChoiceProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const base = `/${language}/${CLIENT_AREA}/orders`;

  const choose = (next: ServiceType | null) => {
    if (!next || next === value) return;
    if (next === 'DELIVERY') navigate(`${base}/add-order`);
    else if (value === 'DELIVERY' || !onExchange) navigate(`${base}/add-exchange?service=${next}`);
    else onExchange(next);
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: ServiceType | null) => choose(next)}
      disabled={disabled}
      aria-label={t('add-order.service')}
      sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {SERVICE_TYPES.map((option) => (
        <ToggleButton
          key={option}
          value={option}
          // MUI's unselected grey on the page's background misses 4.5:1 contrast by a hair.
          sx={{ px: 2, textTransform: 'none', color: 'text.primary' }}
        >
          {tc(`service.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
