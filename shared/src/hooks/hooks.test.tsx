import { act, renderHook } from '@testing-library/react';
import { APP_HEIGHT_VAR, useAppHeight } from './use-app-height';
import { useDebouncedCallback, useDebouncedValue } from './use-debounced';
import { usePolling } from './use-polling';
import { useIdle } from './use-idle';
import { whenIdle } from './when-idle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('updates only after the value stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'ab' });
    act(() => jest.advanceTimersByTime(299));
    rerender({ v: 'abc' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});

describe('useDebouncedCallback', () => {
  it('calls the latest function once, with the last arguments', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebouncedCallback(fn, 200), {
      initialProps: { fn: first },
    });
    const debounced = result.current;
    debounced(1);
    debounced(2);
    rerender({ fn: second });
    expect(result.current).toBe(debounced); // stable identity
    act(() => jest.advanceTimersByTime(200));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(2);
  });

  it('can be cancelled or flushed, and drops the pending call on unmount', () => {
    const fn = jest.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 200));
    result.current('x');
    result.current.cancel();
    act(() => jest.advanceTimersByTime(500));
    expect(fn).not.toHaveBeenCalled();
    result.current('y');
    result.current.flush();
    expect(fn).toHaveBeenCalledWith('y');
    result.current('z');
    unmount();
    act(() => jest.advanceTimersByTime(500));
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('usePolling', () => {
  it('runs at start and then every interval', () => {
    const fn = jest.fn();
    renderHook(() => usePolling(fn, 30_000));
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(30_000));
    expect(fn).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(60_000));
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('pauses while disabled and resumes with an immediate run', () => {
    const fn = jest.fn();
    const { rerender } = renderHook(({ enabled }) => usePolling(fn, 30_000, { enabled }), {
      initialProps: { enabled: true },
    });
    rerender({ enabled: false }); // e.g. the notification panel opened
    act(() => jest.advanceTimersByTime(90_000));
    expect(fn).toHaveBeenCalledTimes(1);
    rerender({ enabled: true });
    expect(fn).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(30_000));
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('with visibleOnly, skips the runs of a hidden tab and runs once when it is shown again', () => {
    let state: DocumentVisibilityState = 'visible';
    const spy = jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const fn = jest.fn();
    const { unmount } = renderHook(() =>
      usePolling(fn, 30_000, { immediate: false, visibleOnly: true }),
    );
    act(() => jest.advanceTimersByTime(30_000));
    expect(fn).toHaveBeenCalledTimes(1);
    state = 'hidden';
    act(() => jest.advanceTimersByTime(90_000));
    expect(fn).toHaveBeenCalledTimes(1);
    state = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(fn).toHaveBeenCalledTimes(2);
    unmount();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(fn).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('aborts the previous run when the next starts and on unmount', () => {
    const signals: AbortSignal[] = [];
    const { unmount } = renderHook(() => usePolling((signal) => signals.push(signal), 60_000));
    act(() => jest.advanceTimersByTime(60_000));
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    unmount();
    expect(signals[1]?.aborted).toBe(true);
    act(() => jest.advanceTimersByTime(120_000));
    expect(signals).toHaveLength(2);
  });

  it('swallows rejected polls and offers runNow', async () => {
    const fn = jest.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePolling(fn, 60_000, { immediate: false }));
    expect(fn).not.toHaveBeenCalled();
    act(() => result.current.runNow());
    expect(fn).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});

describe('useAppHeight', () => {
  it('sets --app-height at once and 200 ms after resizing stops', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    renderHook(() => useAppHeight());
    const read = () => document.documentElement.style.getPropertyValue(APP_HEIGHT_VAR);
    expect(read()).toBe('700px');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    window.dispatchEvent(new Event('resize'));
    act(() => jest.advanceTimersByTime(199));
    expect(read()).toBe('700px');
    act(() => jest.advanceTimersByTime(1));
    expect(read()).toBe('500px');
  });
});

describe('whenIdle and useIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('runs once the browser is idle, with the timeout, and can be cancelled', () => {
    const idle = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 7);
    const cancel = jest.fn();
    window.requestIdleCallback = idle;
    window.cancelIdleCallback = cancel;
    const run = jest.fn();
    const stop = whenIdle(run, 500);
    expect(run).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(run, { timeout: 500 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer without an idle callback, and cancels it', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run, 5_000, 200);
    jest.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const other = jest.fn();
    whenIdle(other)();
    jest.runAllTimers();
    expect(other).not.toHaveBeenCalled();
  });

  it('useIdle is false on the first render and true once idle (at most 1 s without an idle callback)', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useIdle(4_000));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(true);
  });
});
