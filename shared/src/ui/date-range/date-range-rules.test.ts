import {
  DATE_PICKER_ERRORS,
  applyShortcut,
  boundsOf,
  defaultRange,
  defaultSelection,
  formatRequest,
  formatTyped,
  parseTyped,
  previousRange,
  rangeLength,
  toRequestRange,
  validateRanges,
  type DateRange,
} from './date-range-rules';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const today = new Date(2025, 5, 15, 14, 30); // 15 June 2025, afternoon
const iso = (r: DateRange) => toRequestRange(r);

describe('defaultRange', () => {
  it('starts at the account creation date and ends today', () => {
    expect(iso(defaultRange('2025-06-01T09:00:00', today))).toEqual({
      from: '2025-06-01',
      to: '2025-06-15',
    });
  });

  it('is the last 6 days up to today without a creation date', () => {
    expect(iso(defaultRange(null, today))).toEqual({ from: '2025-06-09', to: '2025-06-15' });
    expect(iso(defaultRange('not a date', today))).toEqual({
      from: '2025-06-09',
      to: '2025-06-15',
    });
  });

  it('never starts more than 90 days back', () => {
    expect(iso(defaultRange('2020-01-01', today))).toEqual({
      from: '2025-03-17',
      to: '2025-06-15',
    });
  });

  it('starts today for an account created later than today (clock skew)', () => {
    expect(iso(defaultRange('2025-07-01', today))).toEqual({
      from: '2025-06-15',
      to: '2025-06-15',
    });
  });
});

describe('previousRange', () => {
  it('has the same length and ends the day before', () => {
    const current = { from: day(2025, 6, 9), to: day(2025, 6, 15) };
    const previous = previousRange(current);
    expect(iso(previous)).toEqual({ from: '2025-06-02', to: '2025-06-08' });
    expect(rangeLength(previous)).toBe(rangeLength(current));
  });

  it('works across months and for a single day', () => {
    expect(iso(previousRange({ from: day(2025, 3, 1), to: day(2025, 3, 1) }))).toEqual({
      from: '2025-02-28',
      to: '2025-02-28',
    });
  });

  it('backs the default selection, with comparison off', () => {
    const s = defaultSelection(null, today);
    expect(iso(s.previous)).toEqual({ from: '2025-06-02', to: '2025-06-08' });
    expect(s.compare).toBe(false);
    expect(s.shortcut).toBe('none');
  });
});

describe('applyShortcut', () => {
  const bounds = boundsOf('2023-01-10', today);

  it.each([
    ['last-7-days', '2025-06-09', 7],
    ['last-14-days', '2025-06-02', 14],
    ['last-30-days', '2025-05-17', 30],
    ['last-3-months', '2025-03-18', 90],
    ['last-12-months', '2024-06-16', 365],
  ] as const)('%s ends today and covers its days', (shortcut, from, days) => {
    const range = applyShortcut(shortcut, bounds);
    expect(range && iso(range)).toEqual({ from, to: '2025-06-15' });
    expect(range && rangeLength(range)).toBe(days);
  });

  it('all-time starts at the account creation date', () => {
    expect(iso(applyShortcut('all-time', bounds)!)).toEqual({
      from: '2023-01-10',
      to: '2025-06-15',
    });
  });

  it('is clipped to the account creation date', () => {
    const young = boundsOf('2025-06-12', today);
    expect(iso(applyShortcut('last-30-days', young)!)).toEqual({
      from: '2025-06-12',
      to: '2025-06-15',
    });
  });

  it('cannot apply all-time without a creation date, nor with bounds leaving no day', () => {
    expect(applyShortcut('all-time', boundsOf(null, today))).toBeNull();
    expect(applyShortcut('last-7-days', boundsOf('2025-07-01', today))).toBeNull();
  });
});

describe('validateRanges', () => {
  const bounds = boundsOf('2025-01-01', today);
  const current = { from: day(2025, 6, 9), to: day(2025, 6, 15) };

  it('accepts equal-length ranges inside the bounds', () => {
    expect(
      validateRanges({ current, previous: previousRange(current), compare: true }, bounds),
    ).toBeNull();
  });

  it('requires equal lengths with comparison on (date-picker.length-error)', () => {
    const previous = { from: day(2025, 6, 1), to: day(2025, 6, 8) };
    expect(validateRanges({ current, previous, compare: true }, bounds)).toBe(
      'date-picker.length-error',
    );
    expect(DATE_PICKER_ERRORS.lengthMismatch).toBe('date-picker.length-error');
  });

  it('ignores the comparison range with comparison off', () => {
    const previous = { from: day(2025, 6, 1), to: day(2025, 6, 8) };
    expect(validateRanges({ current, previous, compare: false }, bounds)).toBeNull();
  });

  it('keeps dates between the account creation date and today', () => {
    const tooEarly = { from: day(2024, 12, 31), to: day(2025, 1, 5) };
    const future = { from: day(2025, 6, 10), to: day(2025, 6, 16) };
    expect(
      validateRanges(
        { current: tooEarly, previous: previousRange(tooEarly), compare: false },
        bounds,
      ),
    ).toBe('date-picker.out-of-bounds');
    expect(
      validateRanges({ current: future, previous: previousRange(future), compare: false }, bounds),
    ).toBe('date-picker.out-of-bounds');
    const previousInFuture = { from: day(2025, 6, 16), to: day(2025, 6, 22) };
    expect(validateRanges({ current, previous: previousInFuture, compare: true }, bounds)).toBe(
      'date-picker.out-of-bounds',
    );
  });

  it('lets the comparison range predate the account (default comparison of a young account)', () => {
    const young = boundsOf('2025-06-12', today);
    const cur = defaultRange('2025-06-12', today);
    expect(
      validateRanges({ current: cur, previous: previousRange(cur), compare: true }, young),
    ).toBeNull();
  });

  it('rejects reversed ranges', () => {
    const reversed = { from: day(2025, 6, 15), to: day(2025, 6, 9) };
    expect(validateRanges({ current: reversed, previous: current, compare: false }, bounds)).toBe(
      'date-picker.invalid-range',
    );
  });
});

describe('typed and request formats', () => {
  it('parses dd.MM.yy', () => {
    expect(parseTyped('09.06.25')).toEqual(day(2025, 6, 9));
    expect(parseTyped(' 9.6.25 ')).toEqual(day(2025, 6, 9));
    expect(parseTyped('29.02.24')).toEqual(day(2024, 2, 29));
  });

  it.each([
    '31.02.25',
    '29.02.25',
    '00.01.25',
    '12.13.25',
    '2025-06-09',
    '09/06/25',
    '09.06.2025',
    '',
    'abc',
  ])('rejects %p', (text) => {
    expect(parseTyped(text)).toBeNull();
  });

  it('formats for the picker (dd.MM.yy) and for requests (yyyy-MM-dd)', () => {
    expect(formatTyped(day(2025, 6, 9))).toBe('09.06.25');
    expect(formatRequest(day(2025, 6, 9))).toBe('2025-06-09');
    expect(formatTyped(parseTyped('01.12.24')!)).toBe('01.12.24');
  });
});
