import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Language } from '../../contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DayPicker, type DayPickerProps } from './day-picker';
import { readTypedDay, typedDayOf } from './date-range-rules';

const today = new Date(2025, 5, 15);

function Harness({
  onChange,
  initial = '',
  ...props
}: Partial<DayPickerProps> & { onChange: (day: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DayPicker
      label="Day"
      today={today}
      {...props}
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

function setup(
  props: Partial<DayPickerProps> & { initial?: string } = {},
  language: Language = 'en',
) {
  const user = userEvent.setup({ delay: null });
  const onChange = jest.fn();
  renderWithProviders(<Harness onChange={onChange} {...props} />, { language });
  return { user, onChange, field: screen.getByRole('textbox', { name: 'Day' }) };
}

describe('DayPicker', () => {
  it('shows the day as dd.MM.yy and hands back yyyy-MM-dd', async () => {
    const { user, onChange, field } = setup({ initial: '2025-06-09' });
    expect(field).toHaveValue('09.06.25');
    await user.clear(field);
    await user.type(field, '1.6.25');
    expect(onChange).toHaveBeenLastCalledWith('2025-06-01');
    await user.tab();
    expect(field).toHaveValue('01.06.25');
  });

  it('reads an ISO date-time by its day', () => {
    const { field } = setup({ initial: '2026-11-20T08:00:00.000Z' });
    expect(field).toHaveValue('20.11.26');
  });

  it('says what is wrong with a typed day and hands nothing back', async () => {
    const { user, onChange, field } = setup({ max: today });
    await user.type(field, '2025-06-15');
    await user.tab();
    expect(screen.getByText('Invalid date, use the format dd.mm.yy')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '16.06.25');
    await user.tab();
    expect(screen.getByText('Choose a date up to 15.06.25.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
  });

  it('reports an emptied field when clearable, keeps the day otherwise', async () => {
    const cleared = setup({ initial: '2025-06-09' });
    await cleared.user.clear(cleared.field);
    expect(cleared.onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps its day when emptied and not clearable', async () => {
    const { user, onChange, field } = setup({ initial: '2025-06-09', clearable: false });
    await user.clear(field);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('09.06.25');
  });

  it('picks a day in a calendar in the page language, within the bounds', async () => {
    const { user, onChange, field } = setup({ initial: '2025-06-09', max: today }, 'fr');
    await user.click(screen.getByRole('button', { name: 'Day\u00a0: choisir dans le calendrier' }));
    expect(screen.getByText('juin 2025')).toBeInTheDocument();
    expect(screen.getByText('lun.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'juin 09 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'juin 16 2025' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await user.click(screen.getByRole('button', { name: 'mai 31 2025' }));
    expect(onChange).toHaveBeenLastCalledWith('2025-05-31');
    expect(field).toHaveValue('31.05.25');
  });

  it('names the month and days in Arabic on an Arabic page', async () => {
    const { user } = setup({ initial: '2025-06-09' }, 'ar');
    await user.click(screen.getByRole('button', { name: 'Day: اختر من التقويم' }));
    expect(screen.getByText('جوان 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'جوان 09 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'الشهر السابق' })).toBeInTheDocument();
  });
});

describe('readTypedDay', () => {
  const bounds = { min: new Date(2025, 0, 1), max: today };
  it('reads a typed day within its bounds', () => {
    expect(readTypedDay('1.6.25', bounds)).toEqual({ day: '2025-06-01' });
    expect(readTypedDay('  ', bounds)).toEqual({ day: '' });
    expect(readTypedDay('31.02.25', bounds)).toEqual({ error: 'date-picker.invalid-date' });
    expect(readTypedDay('16.06.25', bounds)).toEqual({ error: 'date-picker.day-between' });
    expect(readTypedDay('16.06.25', { min: null, max: today })).toEqual({
      error: 'date-picker.day-not-after',
    });
    expect(readTypedDay('31.12.24', { min: bounds.min, max: null })).toEqual({
      error: 'date-picker.day-not-before',
    });
  });

  it('writes a request day as typed', () => {
    expect(typedDayOf('2025-06-01')).toBe('01.06.25');
    expect(typedDayOf('')).toBe('');
    expect(typedDayOf('nonsense')).toBe('');
  });
});
