import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { publishEvent } from '@wolvo/shared/publish';
import { Link as RouterLink } from '@wolvo/shared/router';
import { NAMESPACE } from '../../../i18n/namespace';
import { ExchangePair, type PairOrder } from './exchange-pair';
import type { ExchangeService } from './original-verdict';

/** The saved exchange and the original it replaces. */
export interface SavedPair {
  order: PairOrder;
  original: PairOrder;
  returningMerchandise: string;
  service: ExchangeService;
}

const open = (id: number) => void publishEvent('order-modal.requested', { orderId: String(id) });

/** The saved pair, with the ways on: another exchange, or the exchanges' results. Focusable. */
export function SavedExchange({
  saved,
  onAnother,
  ref,
}: {
  saved: SavedPair;
  onAnother: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Stack spacing={1.5} ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      <Alert
        severity="success"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={onAnother}>
              {t('add-exchange.add-another')}
            </Button>
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={`/${language}/${CLIENT_AREA}/orders/exchange-results`}
            >
              {t('add-exchange.results')}
            </Button>
          </Stack>
        }
      >
        {t(
          saved.service === 'COUNTER_EXCHANGE'
            ? 'add-exchange.counter.saved'
            : 'add-exchange.saved',
          { code: saved.order.code },
        )}
      </Alert>
      <ExchangePair
        order={saved.order}
        original={saved.original}
        returningMerchandise={saved.returningMerchandise}
        onOpen={open}
        service={saved.service}
      />
    </Stack>
  );
}
