import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { isSameDay } from 'date-fns/isSameDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatRequest, formatTyped } from '../format/format-date';
import { monthTitle, weekdayShortName } from '../format/format-day';
import {
  dayWithin,
  readTypedDay,
  toDay,
  typedDayOf,
  type DayBounds,
  type DayPickerError,
} from './date-range-rules';

/** Props of `DayPicker`. */
export interface DayPickerProps {
  /** The chosen day as the API takes it (`yyyy-MM-dd`; an ISO date-time is read by its day), or `''`. */
  value: string;
  /** Called with the chosen day (`yyyy-MM-dd`), or `''` when the user empties a clearable field. */
  onChange: (day: string) => void;
  label: string;
  /** First allowed day (none by default). */
  min?: Date | string | null;
  /** Last allowed day (none by default). */
  max?: Date | string | null;
  /** Emptying the field reports `''` (on by default); otherwise an emptied field keeps its day. */
  clearable?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  sx?: SxProps<Theme>;
  /** Passed to the helper text (forms mark it with the field's name). */
  slotProps?: { formHelperText?: object };
  /** Today (marked in the calendar); tests pin it. */
  today?: Date;
}

/** Monday first, as Tunisian calendars. */
const WEEK_START = 1;

/** The days of a month's grid: null for the cells before the first and after the last day. */
function monthCells(month: Date): Array<Date | null> {
  const first = startOfMonth(month);
  const lead = (first.getDay() - WEEK_START + 7) % 7;
  const cells: Array<Date | null> = Array.from({ length: lead }, () => null);
  for (let day = first; day.getMonth() === first.getMonth(); day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return cells;
}

/**
 * The one single-day picker (a sibling of `DateRangePicker`, on the same rules): a field typed as the
 * spec's `dd.MM.yy` whatever the browser's language, and a calendar in the page's language (month and
 * weekday names, right-to-left in Arabic). It hands the caller the API's `yyyy-MM-dd`. Replaces the
 * browser's own date input, which wrote `mm/dd/yyyy` on a French page.
 * @example <DayPicker label={t('payments.from')} value={from} onChange={setFrom} max={new Date()} />
 */
export function DayPicker({
  value,
  onChange,
  label,
  min,
  max,
  clearable = true,
  error = false,
  helperText,
  size,
  fullWidth,
  disabled = false,
  required,
  name,
  sx,
  slotProps,
  today,
}: DayPickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const id = useId();
  const minKey = min instanceof Date ? min.getTime() : min;
  const maxKey = max instanceof Date ? max.getTime() : max;
  const bounds: DayBounds = useMemo(
    () => ({ min: toDay(min), max: toDay(max) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the dates' values
    [minKey, maxKey],
  );
  const [draft, setDraft] = useState(() => typedDayOf(value));
  const [problem, setProblem] = useState<DayPickerError | null>(null);
  // The caller's value changed (a reset, a calendar pick): the field shows it, unless it already
  // reads as that day (the user's "1.6.25" stays as typed).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (readTypedDay(draft, { min: null, max: null }).day !== formatRequestOf(value)) {
      setDraft(typedDayOf(value));
      setProblem(null);
    }
  }
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [month, setMonth] = useState(() => startOfMonth(new Date()));

  const type = (text: string) => {
    setDraft(text);
    setProblem(null);
    const read = readTypedDay(text, bounds);
    if (read.error !== undefined || (read.day === '' && !clearable)) return;
    if (read.day !== formatRequestOf(value)) onChange(read.day);
  };

  /** On leaving the field (or Enter): says what is wrong, or writes the day the spec's way. */
  const settle = () => {
    const read = readTypedDay(draft, bounds);
    if (read.error !== undefined) setProblem(read.error);
    else if (read.day === '' && !clearable) setDraft(typedDayOf(value));
    else setDraft(typedDayOf(read.day));
  };

  const openCalendar = (target: HTMLElement) => {
    const shown = toDay(value) ?? toDay(today ?? new Date())!;
    setMonth(startOfMonth(shown));
    setAnchor(target);
  };

  const pick = (day: Date) => {
    setDraft(formatTyped(day));
    setProblem(null);
    setAnchor(null);
    const request = formatRequest(day);
    if (request !== formatRequestOf(value)) onChange(request);
  };

  const errorText =
    problem &&
    t(problem, {
      min: bounds.min ? formatTyped(bounds.min) : '',
      max: bounds.max ? formatTyped(bounds.max) : '',
    });
  const selected = toDay(value);
  const todayDay = toDay(today ?? new Date());
  const popoverId = `${id}-calendar`;
  // The chevrons point the way the months go: right-to-left in Arabic.
  const [PreviousIcon, NextIcon] = rtl
    ? [ChevronRightIcon, ChevronLeftIcon]
    : [ChevronLeftIcon, ChevronRightIcon];

  return (
    <>
      <TextField
        size={size}
        fullWidth={fullWidth}
        disabled={disabled}
        required={required}
        name={name}
        sx={sx}
        label={label}
        placeholder={t('date-picker.placeholder')}
        value={draft}
        error={error || Boolean(problem)}
        helperText={errorText || helperText}
        onChange={(e) => type(e.target.value)}
        onBlur={settle}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key === 'Enter') settle();
        }}
        slotProps={{
          inputLabel: { shrink: true },
          formHelperText: slotProps?.formHelperText,
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  disabled={disabled}
                  aria-label={t('date-picker.open-day', { label })}
                  aria-haspopup="dialog"
                  aria-expanded={Boolean(anchor)}
                  aria-controls={anchor ? popoverId : undefined}
                  onClick={(e) => openCalendar(e.currentTarget)}
                >
                  <CalendarMonthOutlinedIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        // Opens under the field's end, where the calendar button is (the left edge in Arabic).
        anchorOrigin={{ vertical: 'bottom', horizontal: rtl ? 'left' : 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: rtl ? 'left' : 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Box sx={{ p: 1.5, width: 296 }} data-testid="day-picker-calendar">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <IconButton
              size="small"
              aria-label={t('date-picker.previous-month')}
              onClick={() => setMonth((m) => addMonths(m, -1))}
            >
              <PreviousIcon />
            </IconButton>
            <Typography variant="subtitle2" aria-live="polite">
              {monthTitle(month.getFullYear(), month.getMonth(), language)}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('date-picker.next-month')}
              onClick={() => setMonth((m) => addMonths(m, 1))}
            >
              <NextIcon />
            </IconButton>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, mt: 1 }}>
            {Array.from({ length: 7 }, (_, i) => (i + WEEK_START) % 7).map((weekday) => (
              <Typography
                key={`w${weekday}`}
                aria-hidden
                variant="caption"
                color="text.secondary"
                sx={{ textAlign: 'center', overflow: 'hidden', whiteSpace: 'nowrap' }}
              >
                {weekdayShortName(weekday, language)}
              </Typography>
            ))}
            {monthCells(month).map((day, i) =>
              day ? (
                <IconButton
                  key={day.getTime()}
                  aria-label={formatDisplayDate(formatRequest(day), language)}
                  aria-pressed={selected ? isSameDay(day, selected) : false}
                  aria-current={todayDay && isSameDay(day, todayDay) ? 'date' : undefined}
                  disabled={!dayWithin(day, bounds)}
                  onClick={() => pick(day)}
                  sx={(th) => ({
                    height: 36,
                    width: 36,
                    justifySelf: 'center',
                    typography: 'body2',
                    color: 'text.primary',
                    border: 1,
                    borderColor: 'transparent',
                    '&[aria-current="date"]': { borderColor: 'primary.main' },
                    '&[aria-pressed="true"]': {
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                    },
                    '&:hover:not([aria-pressed="true"])': { bgcolor: 'action.hover' },
                    '&.Mui-disabled': { color: th.palette.text.disabled },
                    '&.Mui-focusVisible': { outline: `2px solid ${th.palette.primary.main}` },
                  })}
                >
                  {day.getDate()}
                </IconButton>
              ) : (
                <span key={`e${i}`} />
              ),
            )}
          </Box>
        </Box>
      </Popover>
    </>
  );
}

/** A caller's value as a request day, for comparing with a typed one (`''` when none). */
function formatRequestOf(value: string): string {
  const day = toDay(value);
  return day ? formatRequest(day) : '';
}
