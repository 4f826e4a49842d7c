// axe-core in the page under test, for the accessibility loop and the files that check one part of a page.
// @axe-core/playwright's analyze() injects axe's 560 kB into the page on every call, then opens a blank page
// to merge the frames' results (measured: 2–4 s a call on the loaded CI machine, where axe.run itself takes
// 0.1–1 s). A page without frames gets the same rules from axe.run in the page, axe injected once per
// document; a page with frames (the support page's videos) still goes through AxeBuilder, which checks them.
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';

const require = createRequire(import.meta.url);
// The axe-core @axe-core/playwright itself injects, so both paths run the same version.
const axeCore = require(
  require.resolve('axe-core', { paths: [require.resolve('@axe-core/playwright')] }),
);
// As AxeBuilder configures it before a run.
const AXE_SCRIPT = `${axeCore.source}
;axe.configure({ allowedOrigins: ['<unsafe_all_origins>'], branding: { application: 'playwright' } });`;

/**
 * axe's results on the page as it is now: violations only.
 * @param {import('@playwright/test').Page} page
 * @param {{ tags?: string[], rules?: string[], include?: string[], exclude?: string[] }} what
 *   tags or rules: what to run (axe's runOnly); include/exclude: CSS selectors of the parts to check
 *   (page-level rules such as the title and the landmarks still read the whole document unless
 *   `include` narrows it).
 */
export async function axeViolations(page, { tags, rules, include = [], exclude = [] } = {}) {
  const runOnly = rules ? { type: 'rule', values: rules } : tags && { type: 'tag', values: tags };
  const options = { ...(runOnly && { runOnly }), resultTypes: ['violations'] };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    for (const selector of include) builder.include(selector);
    for (const selector of exclude) builder.exclude(selector);
    return (await builder.analyze()).violations;
  }
  const injected = await page.evaluate(
    (version) => typeof window.axe?.run === 'function' && window.axe.version === version,
    axeCore.version,
  );
  if (!injected) await page.evaluate(AXE_SCRIPT);
  const context = {
    ...(include.length > 0 && { include: include.map((s) => [s]) }),
    ...(exclude.length > 0 && { exclude: exclude.map((s) => [s]) }),
  };
  const results = await page.evaluate(
    ([ctx, opts]) => window.axe.run(Object.keys(ctx).length > 0 ? ctx : document, opts),
    [context, options],
  );
  return results.violations;
}

/** Resolves once every CSS transition and finite animation of the page has ended (spinners run on). */
export function animationsDone(page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
