import { exportQuery } from './files';

describe('exportQuery', () => {
  const filters = new URLSearchParams({
    from: '2026-11-01',
    search: 'x',
    offset: '20',
    limit: '10',
  });

  it('sends the selected ids alone when there is a selection', () => {
    expect(exportQuery(filters, [3, 7], 'ar').toString()).toBe('ids=3%2C7&lang=ar');
  });

  it('sends the filters without paging otherwise, and leaves the given filters untouched', () => {
    expect(exportQuery(filters, [], 'fr').toString()).toBe('from=2026-11-01&search=x&lang=fr');
    expect(filters.get('offset')).toBe('20');
  });
});
