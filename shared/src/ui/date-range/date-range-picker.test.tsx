import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DateRangePicker } from './date-range-picker';
import { defaultSelection, toRequestRange, type DateRangeSelection } from './date-range-rules';

const today = new Date(2025, 5, 15);
const created = '2025-01-01';

function Harness({ onChange }: { onChange: (s: DateRangeSelection) => void }) {
  const [value, setValue] = useState(() => defaultSelection(created, today));
  return (
    <DateRangePicker
      value={value}
      accountCreatedAt={created}
      today={today}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function openPicker() {
  const user = userEvent.setup({ delay: null });
  const onChange = jest.fn();
  renderWithProviders(<Harness onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: /17\.03\.25 – 15\.06\.25/ }));
  return { user, onChange };
}

describe('DateRangePicker', () => {
  it('shows the default range (capped at 90 days back) and applies a shortcut', async () => {
    const { user, onChange } = await openPicker();
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = onChange.mock.calls[0]?.[0] as DateRangeSelection;
    expect(toRequestRange(applied.current)).toEqual({ from: '2025-06-09', to: '2025-06-15' });
    expect(applied.shortcut).toBe('last-7-days');
    expect(screen.getByRole('button', { name: /09\.06\.25 – 15\.06\.25/ })).toBeInTheDocument();
  });

  it('compares with the same-length period before and refuses unequal lengths', async () => {
    const { user, onChange } = await openPicker();
    await user.click(screen.getByRole('button', { name: 'Last 14 days' }));
    await user.click(screen.getByRole('switch', { name: 'Compare' }));
    const prevFrom = screen.getByRole('textbox', { name: 'Previous period From' });
    expect(prevFrom).toHaveValue('19.05.25');
    await user.clear(prevFrom);
    await user.type(prevFrom, '20.05.25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Both periods must have the same number of days!',
    );
    expect(onChange).not.toHaveBeenCalled();

    // switching comparison off and on again restores the default comparison period
    await user.click(screen.getByRole('switch', { name: 'Compare' }));
    await user.click(screen.getByRole('switch', { name: 'Compare' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = onChange.mock.calls[0]?.[0] as DateRangeSelection;
    expect(applied.compare).toBe(true);
    expect(toRequestRange(applied.previous)).toEqual({ from: '2025-05-19', to: '2025-06-01' });
  });

  it('accepts typed dd.MM.yy dates within the bounds only', async () => {
    const { user, onChange } = await openPicker();
    const from = screen.getByRole('textbox', { name: 'Current period From' });
    await user.clear(from);
    await user.type(from, '31.12.24');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dates must lie between 01.01.25 and 15.06.25!',
    );
    await user.clear(from);
    await user.type(from, '1.6.25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = onChange.mock.calls[0]?.[0] as DateRangeSelection;
    expect(toRequestRange(applied.current)).toEqual({ from: '2025-06-01', to: '2025-06-15' });
    expect(applied.shortcut).toBe('none');
  });

  it('reports an unreadable date', async () => {
    const { user } = await openPicker();
    const to = screen.getByRole('textbox', { name: 'Current period To' });
    await user.clear(to);
    await user.type(to, '2025-06-15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date, use the format dd.mm.yy');
  });

  it('without a selection shows the caller’s label and opens on the default range', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithProviders(
      <DateRangePicker
        value={null}
        emptyLabel="Today and not yet collected"
        accountCreatedAt={created}
        today={today}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Today and not yet collected' }));
    expect(screen.getByRole('textbox', { name: 'Current period From' })).toHaveValue('17.03.25');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(toRequestRange((onChange.mock.calls[0][0] as DateRangeSelection).current)).toEqual({
      from: '2025-06-09',
      to: '2025-06-15',
    });
  });
});
