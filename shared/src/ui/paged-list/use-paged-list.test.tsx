import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList } from './use-paged-list';

describe('usePagedList', () => {
  it('asks for the first page on mount and again when the query changes or on reload', async () => {
    const fetchPage = jest.fn((query: { offset: number }) => Promise.resolve([query.offset]));
    const { result, rerender } = renderHook(({ offset }) => usePagedList(fetchPage, { offset }), {
      initialProps: { offset: 0 },
    });
    expect(result.current).toMatchObject({ data: null, loading: true });
    await waitFor(() => expect(result.current).toMatchObject({ data: [0], loading: false }));
    rerender({ offset: 10 });
    await waitFor(() => expect(result.current.data).toEqual([10]));
    act(() => result.current.reload());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
  });

  it('shows a first answer already known in its first render, without asking for it again', async () => {
    const fetchPage = jest.fn((query: { offset: number }) => Promise.resolve([query.offset]));
    const initialData = jest.fn(() => ['prefetched']);
    const { result, rerender } = renderHook(
      ({ offset }) =>
        usePagedList<{ offset: number }, unknown[]>(fetchPage, { offset }, { initialData }),
      { initialProps: { offset: 0 } },
    );
    expect(result.current).toMatchObject({ data: ['prefetched'], loading: false });
    await act(() => Promise.resolve());
    expect(fetchPage).not.toHaveBeenCalled();
    expect(initialData).toHaveBeenCalledTimes(1);
    // Another query, or a reload, asks the server.
    rerender({ offset: 10 });
    await waitFor(() => expect(result.current.data).toEqual([10]));
    act(() => result.current.reload());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });

  it('asks for the first page when no answer is known yet', async () => {
    const fetchPage = jest.fn(() => Promise.resolve(['fetched']));
    const { result } = renderHook(() =>
      usePagedList(fetchPage, null, { initialData: () => undefined }),
    );
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['fetched']));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
