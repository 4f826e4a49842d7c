// Jest setup shared by every front-end project (see jest.front.js): DOM matchers and the browser APIs jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { dropHasRules } from './has-rules';

// findBy*/waitFor give up after 1 s by default: too short for a page rendering MUI on a loaded 2-core
// machine, where a whole test has 20 s.
configure({ asyncUtilTimeout: 5_000 });

if (typeof window !== 'undefined') {
  dropHasRules(window);
  if (!window.matchMedia) {
    // MUI's useMediaQuery and the mobile layout query matchMedia; jsdom has none. Desktop by default.
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
}

// Pages load their language's texts and the RTL style plugin on demand; tests render any language at
// once, so every language of the common texts and the RTL plugin are ready before the first test.
beforeAll(async () => {
  const [{ i18n, COMMON_NAMESPACE }, { fr }, { en }, { ar }, { prepareDirection }] =
    await Promise.all([
      import('@wolvo/shared/i18n'),
      import('../i18n/locales/fr'),
      import('../i18n/locales/en'),
      import('../i18n/locales/ar'),
      import('../ui/theme/emotion-cache'),
    ]);
  for (const [language, texts] of [
    ['fr', fr],
    ['en', en],
    ['ar', ar],
  ] as const) {
    i18n.addResourceBundle(language, COMMON_NAMESPACE, texts, true, true);
  }
  await prepareDirection('rtl');
});
