import { use } from 'react';
import type { Language, PublicPageProps } from '@wolvo/shared/contracts';
import { addTranslationLoader } from '@wolvo/shared/i18n';
import { NAMESPACE } from '../../i18n/namespace';
import type { TrackingTexts } from '../../i18n/tracking';
import TrackingPage from './tracking-page';

// `./TrackingPage`: the page a slip's QR code opens, rendered by the host without its router and shell.
// Only the tracking texts register here, not every text of mfe-orders, and only in the page's language:
// its language links load a new page, so a phone never needs the other two (about 1.5 KB gzip). The host
// chose the language before loading this module, so the registration starts loading them at once.
const TEXTS: Record<Language, () => Promise<TrackingTexts>> = {
  fr: () => import('../../i18n/tracking/fr').then((m) => m.fr),
  en: () => import('../../i18n/tracking/en').then((m) => m.en),
  ar: () => import('../../i18n/tracking/ar').then((m) => m.ar),
};
const textsReady: Promise<void> = addTranslationLoader(
  'orders-tracking',
  (language) => TEXTS[language]().then((texts) => ({ tracking: texts })),
  NAMESPACE,
);
// React's `use` reads this field: once the texts are in, the page renders without suspending.
textsReady.then(
  () => Object.assign(textsReady, { status: 'fulfilled' }),
  () => undefined, // `use` throws the failure to the host's crash screen
);

/** The tracking page, rendered once its texts are in. */
export default function TrackingPageWithTexts(props: PublicPageProps) {
  use(textsReady);
  return <TrackingPage {...props} />;
}
