import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../format/format-date';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { EmptyListBlock } from '../paged-list/empty-list-block';
import {
  DeliveryCode,
  DeliveryDuration,
  DeliveryEvent,
  DeliveryState,
  type DeliveriesViewProps,
} from './delivery-parts';

const COLUMNS = ['event', 'date', 'code', 'duration', 'attempts', 'next', 'state', 'resend'];

/** The deliveries as a table (600 px and wider). */
export function DeliveryTable({ items, loading, label, empty, resendButton }: DeliveriesViewProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) => formatDisplayDate(value, i18n.language, true);
  const columns = resendButton ? COLUMNS : COLUMNS.slice(0, -1);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" aria-label={label} sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <Cell head>{t('webhook.delivery.event')}</Cell>
            <Cell head>{t('webhook.delivery.date')}</Cell>
            <Cell head end>
              {t('webhook.delivery.status-code')}
            </Cell>
            <Cell head end>
              {t('webhook.delivery.duration')}
            </Cell>
            <Cell head end>
              {t('webhook.delivery.attempts')}
            </Cell>
            <Cell head>{t('webhook.delivery.next')}</Cell>
            <Cell head>{t('webhook.delivery.state')}</Cell>
            {resendButton && (
              <Cell head>
                <Box component="span" sx={visuallyHidden}>
                  {t('webhook.delivery.resend')}
                </Box>
              </Cell>
            )}
          </tr>
        </thead>
        <tbody>
          {loading && (
            <tr>
              <Cell colSpan={columns.length}>
                <LoadingDots />
              </Cell>
            </tr>
          )}
          {items?.length === 0 && (
            <tr>
              <Cell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                <EmptyListBlock {...empty} />
              </Cell>
            </tr>
          )}
          {items?.map((d) => (
            <tr key={d.id} data-testid="webhook-delivery">
              <Cell>
                <DeliveryEvent delivery={d} />
              </Cell>
              <Cell nowrap>{date(d.createdAt)}</Cell>
              <Cell end>
                <DeliveryCode delivery={d} />
              </Cell>
              <Cell end nowrap>
                <DeliveryDuration delivery={d} />
              </Cell>
              <Cell end>{d.attempts}</Cell>
              <Cell nowrap>{d.nextAttemptAt ? date(d.nextAttemptAt) : t('empty-value')}</Cell>
              <Cell>
                <DeliveryState delivery={d} />
              </Cell>
              {resendButton && <Cell end>{resendButton(d)}</Cell>}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * A cell of the deliveries table, styled as MUI's small table. Plain table elements: each MUI part a
 * shared module uses is one more entry in the host's first script, which the login page loads too.
 */
function Cell({
  head,
  end,
  nowrap,
  colSpan,
  sx,
  children,
}: {
  head?: boolean;
  end?: boolean;
  nowrap?: boolean;
  colSpan?: number;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  return (
    <Box
      component={head ? 'th' : 'td'}
      scope={head ? 'col' : undefined}
      colSpan={colSpan}
      sx={[
        {
          px: 2,
          py: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
          typography: 'body2',
          fontWeight: head ? 500 : undefined,
          textAlign: end ? 'end' : 'start',
          whiteSpace: nowrap ? 'nowrap' : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

// A header cell above buttons still needs a name for screen readers, not a visible word.
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
