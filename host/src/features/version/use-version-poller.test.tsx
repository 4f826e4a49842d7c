import { act, renderHook, waitFor } from '@testing-library/react';
import { eventBus } from '@wolvo/shared/events';
import { session } from '@wolvo/shared/session';
import { useVersionPoller } from './use-version-poller';

function mockSettings(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue({ status, json: () => Promise.resolve(body) });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('useVersionPoller', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the server build when no build is stored, without prompting', async () => {
    const fetchMock = mockSettings(200, { uiBuildVersion: 12 });
    const { result } = renderHook(() => useVersionPoller(true));
    await waitFor(() => expect(session.getStoredBuild()).toBe(12));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/settings/get',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(result.current.prompt).toBeNull();
  });

  it('prompts for a reload when the stored build differs', async () => {
    session.setStoredBuild(11);
    mockSettings(200, { uiBuildVersion: 12 });
    const { result } = renderHook(() => useVersionPoller(true));
    await waitFor(() => expect(result.current.prompt).toEqual({ build: 12 }));
    expect(session.getStoredBuild()).toBe(11);
  });

  it('ignores a failed check', async () => {
    session.setStoredBuild(11);
    const fetchMock = mockSettings(500, { message: 'boom' });
    const { result } = renderHook(() => useVersionPoller(true));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
    expect(result.current.prompt).toBeNull();
    expect(session.getStoredBuild()).toBe(11);
  });

  it('does not poll when disabled (development)', () => {
    const fetchMock = mockSettings(200, { uiBuildVersion: 12 });
    renderHook(() => useVersionPoller(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the reload when a chunk failed to load', () => {
    mockSettings(200, { uiBuildVersion: 12 });
    const { result } = renderHook(() => useVersionPoller(false));
    act(() => eventBus.publish('chunk.load-failed', { remote: 'orders' }));
    expect(result.current.prompt).toEqual({ build: null });
  });
});
