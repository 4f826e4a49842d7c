// setup-tests.ts applies dropHasRules to every front-end test file.
describe('dropHasRules', () => {
  it('keeps every style rule but those with a :has() selector', () => {
    const style = document.createElement('style');
    document.head.append(style);
    const sheet = style.sheet!;
    try {
      sheet.insertRule('.gone { display: none }', 0);
      expect(sheet.insertRule('html:root:has(.mui-ecs) { color-scheme: dark }', 1)).toBe(1);
      sheet.insertRule('button:hover { display: block }', sheet.cssRules.length);
      expect(Array.from(sheet.cssRules, (rule) => (rule as CSSStyleRule).selectorText)).toEqual([
        '.gone',
        'button:hover',
      ]);
    } finally {
      style.remove();
    }
  });
});
