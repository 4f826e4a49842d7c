import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import { formatDinars } from '@wolvo/shared/ui/format';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../../i18n/namespace';

/** One side of the pair: what the page knows of an order. */
export interface PairOrder {
  id: number;
  code: string;
  status: string;
  /** COD in millimes. */
  price: number;
  merchandise: string | null;
}

/** Props of `ExchangePair`. */
export interface ExchangePairProps {
  order: PairOrder;
  original: PairOrder;
  returningMerchandise: string;
  onOpen: (id: number) => void;
  /** COUNTER_EXCHANGE: the original is the returned order taken back. */
  service?: 'EXCHANGE' | 'COUNTER_EXCHANGE';
}

function PairCard({
  title,
  order,
  detail,
  onOpen,
}: {
  title: string;
  order: PairOrder;
  detail: string | null;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} data-testid="exchange-pair-card">
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Link
          component="button"
          type="button"
          underline="hover"
          variant="h6"
          onClick={() => onOpen(order.id)}
          aria-label={t('add-exchange.pair.open', { code: order.code })}
          sx={{ fontWeight: 700 }}
        >
          <UserText>{order.code}</UserText>
        </Link>
        <StatusChip status={order.status} />
      </Stack>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary', marginInlineEnd: 1 }}>
          {t('add-exchange.pair.price')}
        </Box>
        <bdi>{formatDinars(order.price, i18n.language)}</bdi>
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** The saved exchange and the order it replaces, side by side; each code opens the order modal. */
export function ExchangePair({
  order,
  original,
  returningMerchandise,
  onOpen,
  service = 'EXCHANGE',
}: ExchangePairProps) {
  const { t } = useTranslation(NAMESPACE);
  const counter = service === 'COUNTER_EXCHANGE';
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' } }}
      aria-label={t(counter ? 'add-exchange.counter.pair.title' : 'add-exchange.section.pair')}
      role="group"
    >
      <PairCard
        title={t(counter ? 'add-exchange.counter.pair.new' : 'add-exchange.pair.new')}
        order={order}
        detail={order.merchandise}
        onOpen={onOpen}
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          color: 'text.secondary',
        }}
      >
        <SwapHorizIcon />
        <Typography variant="caption">
          {t(counter ? 'add-exchange.counter.pair.replaces' : 'add-exchange.pair.replaces')}
        </Typography>
      </Box>
      <PairCard
        title={t(counter ? 'add-exchange.counter.pair.original' : 'add-exchange.pair.original')}
        order={original}
        detail={
          returningMerchandise
            ? t('add-exchange.pair.returning', { merchandise: returningMerchandise })
            : null
        }
        onOpen={onOpen}
      />
    </Stack>
  );
}
