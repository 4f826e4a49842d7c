import { buildFromResponse, decideVersionAction } from './version-check';

describe('version check', () => {
  it('stores the server build when none is stored (0 or absent)', () => {
    expect(decideVersionAction(0, 42)).toEqual({ kind: 'store', build: 42 });
    expect(decideVersionAction(null, 42)).toEqual({ kind: 'store', build: 42 });
    expect(decideVersionAction(undefined, 42)).toEqual({ kind: 'store', build: 42 });
  });

  it('prompts for a reload when the builds differ', () => {
    expect(decideVersionAction(41, 42)).toEqual({ kind: 'prompt', build: 42 });
  });

  it('does nothing when the builds match or the check failed', () => {
    expect(decideVersionAction(42, 42)).toEqual({ kind: 'none' });
    expect(decideVersionAction(41, null)).toEqual({ kind: 'none' });
  });

  it('counts only 200/201 responses carrying uiBuildVersion', () => {
    expect(buildFromResponse(200, { uiBuildVersion: 7 })).toBe(7);
    expect(buildFromResponse(201, { uiBuildVersion: '8' })).toBe(8);
    expect(buildFromResponse(204, { uiBuildVersion: 7 })).toBeNull();
    expect(buildFromResponse(500, { uiBuildVersion: 7 })).toBeNull();
    expect(buildFromResponse(200, {})).toBeNull();
    expect(buildFromResponse(200, null)).toBeNull();
  });
});
