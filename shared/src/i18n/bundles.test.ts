import { i18n, initI18n, setLanguage } from '@wolvo/shared/i18n';
import { addLanguageBundles, type LanguageBundles } from '@wolvo/shared/i18n/bundles';

// A remote's texts as `addLanguageBundles` gets them: one dynamic import per language.
function bundles(overrides: Partial<LanguageBundles> = {}) {
  const load = {
    fr: jest.fn(async () => ({ title: 'Commandes' })),
    en: jest.fn(async () => ({ title: 'Orders' })),
    ar: jest.fn(async () => ({ title: 'الطلبيات' })),
    ...overrides,
  };
  return load;
}

describe('addLanguageBundles', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(async () => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await initI18n('fr');
  });
  afterEach(async () => {
    consoleError.mockRestore();
    await initI18n('fr');
  });

  it("loads only the page's language, then the other one on a switch", async () => {
    const load = bundles();
    await initI18n('en');
    await addLanguageBundles('bundles-switch', load);
    expect(load.en).toHaveBeenCalledTimes(1);
    expect(load.fr).not.toHaveBeenCalled();
    expect(load.ar).not.toHaveBeenCalled();
    expect(i18n.t('bundles-switch:title')).toBe('Orders');

    await setLanguage('ar');
    expect(load.ar).toHaveBeenCalledTimes(1);
    expect(load.fr).not.toHaveBeenCalled();
    expect(i18n.t('bundles-switch:title')).toBe('الطلبيات');

    // Back to English: already there, nothing loads again.
    await setLanguage('en');
    expect(load.en).toHaveBeenCalledTimes(1);
    expect(i18n.t('bundles-switch:title')).toBe('Orders');
  });

  it('resolves once the texts are in, so a route awaiting it renders no raw key', async () => {
    let release: () => void = () => undefined;
    const load = bundles({
      fr: () => new Promise((resolve) => (release = () => resolve({ title: 'Commandes' }))),
    });
    let done = false;
    const registered = addLanguageBundles('bundles-wait', load).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await registered;
    expect(i18n.t('bundles-wait:title')).toBe('Commandes');
  });

  it('shows French when a language chunk fails to load, and the switch still happens', async () => {
    const load = bundles({ ar: jest.fn(() => Promise.reject(new Error('ChunkLoadError'))) });
    await addLanguageBundles('bundles-broken', load);
    await expect(setLanguage('ar')).resolves.toBeUndefined();
    expect(i18n.language).toBe('ar');
    expect(i18n.t('bundles-broken:title')).toBe('Commandes');
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows French when a language has no bundle at all', async () => {
    const load = bundles();
    const { en: _missing, ...withoutEnglish } = load;
    await addLanguageBundles('bundles-missing', withoutEnglish as LanguageBundles);
    await setLanguage('en');
    expect(i18n.t('bundles-missing:title')).toBe('Commandes');
  });

  it('never rejects, even when no language loads (the page shows its keys, not a crash)', async () => {
    const fail = () => Promise.reject(new Error('offline'));
    await expect(
      addLanguageBundles('bundles-offline', { fr: fail, en: fail, ar: fail }),
    ).resolves.toBeUndefined();
    expect(i18n.t('bundles-offline:title')).toBe('title');
    expect(consoleError).toHaveBeenCalled();
  });
});
