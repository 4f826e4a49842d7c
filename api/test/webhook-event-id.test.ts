import { newEventId } from '../src/modules/webhooks/event-id';

// Event ids are version-7 UUIDs: unique, and in the order they were made from one millisecond to the next.
describe('newEventId', () => {
  it('is evt_ and a version-7 UUID of the RFC 9562 variant', () => {
    expect(newEventId()).toMatch(
      /^evt_[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('starts with the time in milliseconds', () => {
    const at = Date.UTC(2026, 10, 29, 3, 30, 0, 123);
    const hex = newEventId(at).slice(4).replaceAll('-', '').slice(0, 12);
    expect(parseInt(hex, 16)).toBe(at);
  });

  it('sorts a later millisecond after an earlier one, and never repeats', () => {
    const at = Date.UTC(2026, 10, 29);
    const ids = Array.from({ length: 1000 }, (_, i) => newEventId(at + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(1000);
    for (let i = 10; i < ids.length; i += 10) expect(ids[i - 1]! < ids[i]!).toBe(true);
  });
});
