import { API_MESSAGES, ERROR_CODES } from '@wolvo/shared/contracts';
import { NOTIFICATION_CODES } from '@wolvo/shared/contracts';
import {
  LOCATIONS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  SERVICE_TYPES,
  SUB_STATUSES,
} from '@wolvo/shared/contracts';
import {
  CLIENT_MESSAGES,
  COMMERCIAL_CLIENT_MESSAGES,
  PARTNER_FEED_MESSAGES,
  TRACKING_MESSAGES,
  WHEEL_MESSAGES,
  PICKUP_MESSAGES,
  WEBHOOK_MESSAGES,
  BILL_MESSAGES,
  ROLE_LABEL_KEYS,
  TEAM_MESSAGES,
} from '@wolvo/shared/contracts';
import { CLIENT_PAGE_KEYS, STAFF_PAGE_KEYS } from '@wolvo/shared/contracts';
import {
  addLanguagePreparer,
  addTranslationLoader,
  addTranslations,
  dirOf,
  i18n,
  initI18n,
  setLanguage,
  textsLoaded,
} from './i18n';
import { eventBus } from '@wolvo/shared/events';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';

const sortedKeys = (o: object) => Object.keys(o).sort();

describe('i18n', () => {
  afterEach(async () => {
    await initI18n('fr');
  });

  it('fr, en and ar have exactly the same keys, none empty', () => {
    expect(sortedKeys(fr)).toEqual(sortedKeys(en));
    expect(sortedKeys(ar)).toEqual(sortedKeys(en));
    for (const table of [fr, en, ar]) {
      for (const value of Object.values(table)) expect(value.trim()).not.toBe('');
    }
  });

  it('covers every error code, API message, role, status, enum, notification code and page', () => {
    const required = [
      ...ERROR_CODES,
      ...Object.values(API_MESSAGES),
      ...Object.values(TEAM_MESSAGES),
      ...Object.values(CLIENT_MESSAGES),
      ...Object.values(COMMERCIAL_CLIENT_MESSAGES),
      ...Object.values(PARTNER_FEED_MESSAGES),
      ...Object.values(BILL_MESSAGES),
      ...Object.values(TRACKING_MESSAGES),
      ...Object.values(WHEEL_MESSAGES),
      ...Object.values(PICKUP_MESSAGES),
      ...Object.values(WEBHOOK_MESSAGES),
      ...Object.values(ROLE_LABEL_KEYS),
      ...ORDER_STATUSES.map((s) => `status.${s}`),
      ...SUB_STATUSES.map((s) => `sub-status.${s}`),
      ...LOCATIONS.map((s) => `location.${s}`),
      ...SERVICE_TYPES.map((s) => `service.${s}`),
      ...ORDER_SOURCES.map((s) => `source.${s}`),
      ...NOTIFICATION_CODES.map((c) => `notification.code.${c}`),
      ...[...CLIENT_PAGE_KEYS, ...STAFF_PAGE_KEYS].map((k) => `page.${k}`),
      'date-picker.length-error',
      'notification.empty',
      'no-result',
      'searching',
    ];
    const keys = new Set(Object.keys(en));
    expect(required.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('uses the spec texts', async () => {
    await initI18n('en');
    expect(i18n.t('NO_RESPONSE')).toBe('Lost internet connection !');
    expect(i18n.t('API_ERROR')).toBe('Something went wrong, please contact an administrator!');
    expect(i18n.t('field.required')).toBe("Field can't be empty!");
    expect(i18n.t('date-picker.shortcut-failed')).toBe("couldn't apply selected shortcut!");
    await initI18n('fr');
    // flat keys containing dots resolve as they are written
    expect(i18n.t('order.not-found')).toBe('Colis introuvable\u00a0!');
  });

  it('defaults to French and falls back to it for unknown languages', async () => {
    await initI18n('de');
    expect(i18n.language).toBe('fr');
  });

  it('gives the direction of each language', () => {
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('ar-TN')).toBe('rtl');
    expect(dirOf('fr')).toBe('ltr');
    expect(dirOf('en')).toBe('ltr');
  });

  it('lets remotes add a namespace that still falls back to common', async () => {
    addTranslations('orders', {
      fr: { 'orders.table.empty': 'Aucun colis' },
      en: { 'orders.table.empty': 'No orders' },
      ar: { 'orders.table.empty': 'لا توجد طرود' },
    });
    await initI18n('en');
    const t = i18n.getFixedT('en', 'orders');
    expect(t('orders.table.empty')).toBe('No orders');
    expect(t('status.DELIVERED')).toBe('Delivered');
  });

  it('setLanguage announces the change on the bus', async () => {
    const handler = jest.fn();
    const off = eventBus.subscribe('language.changed', handler);
    await setLanguage('ar');
    off();
    expect(handler).toHaveBeenCalledWith({ language: 'ar' });
    expect(i18n.t('yes')).toBe('نعم');
  });

  it('loads a namespace one language at a time, before that language is shown', async () => {
    const loader = jest.fn(async (language: string) => ({ hello: `hello-${language}` }));
    await initI18n('fr');
    await addTranslationLoader('lazy-ns', loader);
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['fr']);
    expect(i18n.getFixedT('fr', 'lazy-ns')('hello')).toBe('hello-fr');

    await setLanguage('ar');
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['fr', 'ar']);
    expect(i18n.t('hello', { ns: 'lazy-ns' })).toBe('hello-ar');

    // Already loaded: switching back loads nothing again.
    await setLanguage('fr');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('retries a language whose texts failed to load', async () => {
    const loader = jest
      .fn<Promise<Record<string, unknown>>, [string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ hello: 'salut' });
    await initI18n('fr');
    await expect(addTranslationLoader('flaky-ns', loader)).rejects.toThrow('offline');
    await setLanguage('fr');
    expect(i18n.t('hello', { ns: 'flaky-ns' })).toBe('salut');
  });

  it('leaves the `later` namespaces to textsLoaded (the login page needs no common text at first)', async () => {
    const loader = jest.fn(async (language: string) => ({ hello: `later-${language}` }));
    await addTranslationLoader('later-ns', loader);
    loader.mockClear(); // the French texts, loaded at registration
    await initI18n('en', { later: ['later-ns'] });
    expect(loader).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
    await textsLoaded();
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['en']);
    expect(i18n.t('hello', { ns: 'later-ns' })).toBe('later-en');
  });

  it('loads a namespace in two parts: the first texts, the rest later into the same namespace', async () => {
    const first = jest.fn(async (language: string) => ({ title: `title-${language}` }));
    const rest = jest.fn(async (language: string) => ({ menu: { open: `open-${language}` } }));
    await initI18n('en');
    await addTranslationLoader('split-ns', first);
    await addTranslationLoader('split-ns-rest', rest, 'split-ns');
    first.mockClear();
    rest.mockClear();
    await setLanguage('fr'); // a switch loads both parts
    rest.mockClear();
    await initI18n('ar', { later: ['split-ns-rest'] });
    expect(rest).not.toHaveBeenCalled();
    expect(i18n.t('title', { ns: 'split-ns' })).toBe('title-ar');
    expect(i18n.t('menu.open', { ns: 'split-ns' })).not.toBe('open-ar'); // French, the fallback
    await textsLoaded();
    expect(rest.mock.calls.map(([language]) => language)).toEqual(['ar']);
    expect(i18n.t('menu.open', { ns: 'split-ns' })).toBe('open-ar');
    expect(i18n.t('title', { ns: 'split-ns' })).toBe('title-ar');
    expect(first.mock.calls.map(([language]) => language)).toEqual(['fr', 'ar']);
  });

  it('waits for the preparers before switching language', async () => {
    const seen: string[] = [];
    addLanguagePreparer(async (language) => {
      seen.push(`${language}:${i18n.language}`);
    });
    await setLanguage('en');
    expect(seen).toContain('en:fr');
    expect(i18n.language).toBe('en');
  });
});
