import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditChangeDto, AuditEntryDto } from '@wolvo/shared/contracts';
import { formatDisplayDate } from '../format/format-date';
import { weekdayName } from '../format/format-day';
import { formatDinars } from '../format/money';

/** Fields whose values are integer millimes. */
const MONEY_FIELDS = new Set(['price', 'oldPrice', 'deliveryCost', 'returnCost', 'exchangeCost']);

/** Fields whose values are codes with a text of their own (`status.DELIVERED`). */
const CODE_PREFIX: Record<string, string> = {
  status: 'status',
  'status.replaced': 'status',
  subStatus: 'sub-status',
  'subStatus.replaced': 'sub-status',
  paymentType: 'payment-type',
  service: 'service',
};

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

/** A client's payment days (`MONDAY,THURSDAY`) as the language names them. */
function weekdaysText(value: string, language: string) {
  return value
    .split(',')
    .map((day) => {
      const index = WEEKDAYS.indexOf(day.trim());
      return index < 0 ? day : weekdayName(index, language);
    })
    .join(', ');
}

function valueText(
  change: AuditChangeDto,
  value: AuditChangeDto['before'],
  language: string,
  t: (key: string, options: { defaultValue: string }) => string,
) {
  if (value === null || value === '') return '-';
  if (typeof value === 'number' && MONEY_FIELDS.has(change.field))
    return formatDinars(value, language);
  if (change.field === 'paymentDays' && typeof value === 'string')
    return weekdaysText(value, language);
  const prefix = CODE_PREFIX[change.field];
  if (prefix) return t(`${prefix}.${value}`, { defaultValue: String(value) });
  return String(value);
}

/** Props of {@link EditHistory}. */
export interface EditHistoryProps {
  edits: AuditEntryDto[];
  /** The heading's level in the page (h2 on a page, h3 in a section). */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/**
 * The audit trail of an order or a client, newest first: staff see who changed which field from what to
 * what; a client sees only when the provider edited its order (`by` null, no changes).
 * @example <EditHistory edits={order.edits ?? []} />
 */
export function EditHistory({ edits, headingComponent = 'h3' }: EditHistoryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // In Arabic a Latin value (an address, "45 Rue…", a RIB in groups) would be reordered with the text
  // around it: each value is a bidi isolate (the text form of <bdi>), left to right unless it holds
  // Arabic letters, so it reads as typed.
  const isolate =
    i18n.dir(language) === 'rtl'
      ? (text: string) =>
          /[\u0590-\u08ff]/.test(text) ? `\u2068${text}\u2069` : `\u2066${text}\u2069`
      : (text: string) => text;
  return (
    <section aria-label={t('edit-history.title')}>
      <Typography variant="subtitle2" component={headingComponent} sx={{ fontWeight: 600 }}>
        {t('edit-history.title')}
      </Typography>
      {edits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('edit-history.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {edits.map((entry) => {
            const date = formatDisplayDate(entry.at, language, true);
            return (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={
                    entry.by
                      ? t('edit-history.by', { user: entry.by.username, date })
                      : t('edit-history.provider', { date })
                  }
                  secondary={
                    entry.changes.length
                      ? entry.changes
                          .map((c) =>
                            t('edit-history.change', {
                              field: t(`edit-history.field.${c.field}`, { defaultValue: c.field }),
                              before: isolate(valueText(c, c.before, language, t)),
                              after: isolate(valueText(c, c.after, language, t)),
                              interpolation: { escapeValue: false },
                            }),
                          )
                          .join(' · ')
                      : undefined
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
