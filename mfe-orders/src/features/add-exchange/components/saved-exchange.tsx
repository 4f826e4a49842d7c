import type { Ref } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { publishEvent } from '@wolvo/shared/publish';
import { NAMESPACE } from '../../../i18n/namespace';
import { SavedAlert } from '../../../components/order-form/saved-alert';
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
  return (
    <Stack spacing={1.5} ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      <SavedAlert
        anotherLabel={t('add-exchange.add-another')}
        onAnother={onAnother}
        list={{ path: 'orders/exchange-results', label: t('add-exchange.results') }}
      >
        {t(
          saved.service === 'COUNTER_EXCHANGE'
            ? 'add-exchange.counter.saved'
            : 'add-exchange.saved',
          {
            code: saved.order.code,
          },
        )}
      </SavedAlert>
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
