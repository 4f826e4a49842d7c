import { satisfies } from './version-range';

describe('satisfies', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.9.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.0', '^1.0.0', false],
    ['1.0.0', '^1.2.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['19.3.1', '^19.3.1', true],
    ['19.4.0-rc.1', '^19.3.1', true],
    ['9.5.0', '^9.5.0', true],
    ['10.0.0', '^9.5.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '=1.2.3', false],
    ['1.5.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['1.2.7', '1.2', true],
    ['1.5.0', '^1.2', true],
    ['1.1.0', '^1.2', false],
    ['0.2.9', '^0.2', true],
    ['0.3.0', '^0.2', false],
    ['3.0.0', '*', true],
    ['3.0.0', '>=2.0.0 <4.0.0', true],
    ['4.0.0', '>=2.0.0 <4.0.0', false],
    ['4.0.0', '>= 2.0.0 < 4.0.0', false],
    ['1.0.0', '^2.0.0 || ^1.0.0', true],
    ['3.0.0', '^2.0.0 || ^1.0.0', false],
    ['2.0.1', '>2.0.0', true],
    ['2.0.0', '<=2.0.0', true],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('refuses what it cannot read', () => {
    expect(satisfies('1.0.0', 'latest')).toBe(false);
    expect(satisfies('1.0.0', 'workspace:*')).toBe(false);
    expect(satisfies('one', '^1.0.0')).toBe(false);
  });
});
