import { fireEvent, screen, within } from '@testing-library/react';
import { pretendPhone, restoreWidth } from '../../testing/phone-width';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FilterSheet } from './filter-sheet';
import { ListCards } from './list-cards';

interface Row {
  id: number;
  code: string;
  name: string;
}
const rows: Row[] = [
  { id: 1, code: 'WLV1', name: 'Amine' },
  { id: 2, code: 'WLV2', name: 'Sana' },
];

afterEach(() => {
  restoreWidth();
});

describe('ListCards', () => {
  it("shows each row's declared values, selects a card and the whole page, opens a card", () => {
    const toggled: number[] = [];
    const all: boolean[] = [];
    const opened: number[] = [];
    renderWithProviders(
      <ListCards
        items={rows}
        label="Orders"
        fields={{
          key: (r) => r.id,
          title: (r) => r.code,
          subtitle: (r) => r.name,
          amount: (r) => `${r.id} DT`,
        }}
        onOpen={(r) => opened.push(r.id)}
        selection={{
          isSelected: (r) => r.id === 2,
          onToggle: (r) => toggled.push(r.id),
          onToggleAll: (checked) => all.push(checked),
          label: (r) => `Select ${r.code}`,
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('WLV1');
    expect(cards[0]).toHaveTextContent('Amine');
    expect(cards[0]).toHaveTextContent('1 DT');
    expect(screen.getByRole('checkbox', { name: 'Select WLV2' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select WLV1' }));
    expect(toggled).toEqual([1]);
    // One of two selected: the select-all box is mixed and selects the rest.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(all).toEqual([true]);
    fireEvent.click(screen.getByText('Sana'));
    expect(opened).toEqual([2]);
  });

  it('shows the empty block when the page has no row', () => {
    renderWithProviders(
      <ListCards
        items={[] as Row[]}
        label="Orders"
        fields={{ key: (r) => r.id, title: (r) => r.code }}
        empty={{ icon: null, title: 'No order', text: 'Add one' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No order');
  });
});

describe('FilterSheet', () => {
  const renderSheet = () =>
    renderWithProviders(
      <FilterSheet activeCount={2}>
        <label>
          Status <input />
        </label>
      </FilterSheet>,
    );

  it('leaves the filters inline on a wide screen', () => {
    pretendPhone(false);
    renderSheet();
    expect(screen.getByLabelText('Status')).toBeVisible();
    expect(screen.queryByRole('button', { name: /filters/i })).toBeNull();
  });

  it('folds them behind one button counting the active ones on a phone', () => {
    pretendPhone();
    renderSheet();
    expect(screen.queryByLabelText('Status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Active filters: 2' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByLabelText('Status')).toBeInTheDocument();
  });
});
