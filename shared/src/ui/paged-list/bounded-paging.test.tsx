import { act, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '@wolvo/shared/testing';
import { ListPagination } from './pagination';
import { useForwardCursor } from './use-forward-cursor';

describe('a list past 10,000 rows (issue #38)', () => {
  it.each([
    ['fr', /^1–10 sur 10\s000\+$/, 'Aller à la page suivante'],
    ['en', /^1–10 of 10,000\+$/, 'Go to next page'],
    ['ar', /10.000\+$/, 'انتقل إلى الصفحة التالية'],
  ] as const)(
    'shows a bounded total as "10 000+" in %s and keeps the next page',
    (language, text, next) => {
      renderWithProviders(
        <ListPagination
          total={10_000}
          totalIsLowerBound
          paging={{ offset: 0, limit: 10 }}
          setPaging={() => undefined}
        />,
        { language },
      );
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: next })).toBeEnabled();
    },
  );

  it('keeps each page’s cursor for the page after it, and forgets them when the filters change', () => {
    const { result, rerender } = renderHook(({ key }) => useForwardCursor(key, 10), {
      initialProps: { key: 'a' },
    });
    act(() => result.current.remember({ page: 1, nextCursor: 'c1' }));
    act(() => result.current.remember({ page: 2, nextCursor: null }));
    expect(result.current.at(10)).toBe('c1');
    expect(result.current.at(20)).toBeUndefined();
    rerender({ key: 'b' });
    expect(result.current.at(10)).toBeUndefined();
  });
});
