import { renderHook } from '@testing-library/react';
import { createEventBus, eventBus } from './event-bus';
import { useEvent } from './use-event';

describe('event bus', () => {
  it('delivers a payload only to listeners of that name', () => {
    const bus = createEventBus();
    const modal = jest.fn();
    const lang = jest.fn();
    bus.subscribe('order-modal.requested', modal);
    bus.subscribe('language.changed', lang);

    bus.publish('order-modal.requested', { orderId: '42' });

    expect(modal).toHaveBeenCalledWith({ orderId: '42' });
    expect(lang).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('auth.logged-out', handler);
    bus.publish('auth.logged-out', { reason: 'user' });
    unsubscribe();
    bus.publish('auth.logged-out', { reason: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('exposes typed observables', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const sub = bus.on('theme.changed').subscribe(({ mode }) => seen.push(mode));
    bus.publish('theme.changed', { mode: 'dark' });
    sub.unsubscribe();
    expect(seen).toEqual(['dark']);
  });

  it('keeps other listeners alive when one throws', () => {
    const bus = createEventBus();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = jest.fn();
    bus.subscribe('notifications.changed', () => {
      throw new Error('boom');
    });
    bus.subscribe('notifications.changed', good);
    bus.publish('notifications.changed', {});
    bus.publish('notifications.changed', {});
    expect(good).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('rejects wrong payloads at compile time', () => {
    const bus = createEventBus();
    // @ts-expect-error orderId must be a string or null
    bus.publish('order-modal.requested', { orderId: 1 });
    // @ts-expect-error unknown event name
    bus.subscribe('no.such-event', () => undefined);
    expect(true).toBe(true);
  });

  it('useEvent listens while mounted with the latest handler', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(
      ({ handler }) => useEvent('chunk.load-failed', handler),
      {
        initialProps: { handler: first },
      },
    );
    rerender({ handler: second });
    eventBus.publish('chunk.load-failed', { remote: 'orders' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ remote: 'orders' });
    unmount();
    eventBus.publish('chunk.load-failed', {});
    expect(second).toHaveBeenCalledTimes(1);
  });
});
