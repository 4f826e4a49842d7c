// jsdom matches every style rule against an element for each getComputedStyle, and Testing Library's
// role queries ask for one per candidate element and per node of its name. A `:has()` rule is matched
// by rescanning the element's subtree each time (nwsapi): MUI's three (CssBaseline's color-scheme, the
// high-contrast focus ring) took a third of a form page test's time, measured. None of them decides
// whether something shows, so jsdom does not get them.

/**
 * Makes `CSSStyleSheet#insertRule` skip rules with a `:has()` selector (emotion inserts every rule
 * through it), answering the index as if inserted. jsdom's windows share one `CSSStyleSheet`, so this
 * applies to every document of the test file.
 */
export function dropHasRules(view: Window & typeof globalThis): void {
  const { prototype } = view.CSSStyleSheet;
  const insertRule = prototype.insertRule;
  if (insertRule.name === 'insertRuleWithoutHas') return;
  prototype.insertRule = function insertRuleWithoutHas(
    this: CSSStyleSheet,
    rule: string,
    index?: number,
  ) {
    if (rule.includes(':has(')) return index ?? this.cssRules.length;
    return insertRule.call(this, rule, index);
  };
}
