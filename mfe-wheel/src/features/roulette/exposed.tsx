import { use } from 'react';
import { addLanguageBundles } from '@wolvo/shared/i18n/bundles';
import { NAMESPACE } from '../../i18n/namespace';
import RoulettePage from './roulette-page';
import type { PublicPageProps } from '@wolvo/shared/contracts';

// `./RoulettePage`: the page a wheel link opens on a customer's phone, rendered by the host without its
// router and shell. Only its own texts register here, not every text of mfe-wheel, and only in the
// page's language (its language links load a new page).
const textsReady: Promise<void> = addLanguageBundles(
  'wheel-roulette',
  {
    fr: () => import('../../i18n/fr/roulette').then((m) => m.rouletteTranslations),
    en: () => import('../../i18n/en/roulette').then((m) => m.rouletteTranslations),
    ar: () => import('../../i18n/ar/roulette').then((m) => m.rouletteTranslations),
  },
  NAMESPACE,
);
// React's `use` reads this field: once the texts are in, the page renders without suspending.
void textsReady.then(() => Object.assign(textsReady, { status: 'fulfilled' }));

/** The roulette page, rendered once its texts are in. */
export default function RoulettePageWithTexts(props: PublicPageProps) {
  use(textsReady);
  return <RoulettePage {...props} />;
}
