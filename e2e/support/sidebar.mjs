// What a person sees in the shell's sidebar.

/** Expands every collapsed sidebar group, then returns the paths of all sidebar links (without /{lang}). */
export async function sidebarPaths(page, lang = 'fr') {
  const nav = page.locator('nav').first();
  await nav.waitFor();
  for (let i = 0; i < 20; i += 1) {
    const closed = nav.locator('[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
  return hrefs.map((href) => href.replace(new RegExp(`^/${lang}`), '')).sort();
}
