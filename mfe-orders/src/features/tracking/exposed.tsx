import { addTranslations } from '@wolvo/shared/i18n';
import { NAMESPACE } from '../../i18n/namespace';
import { trackingTexts } from '../../i18n/tracking';

// `./TrackingPage`: the page a slip's QR code opens, rendered by the host without its router and shell.
// Only the tracking texts register here, not every text of mfe-orders.
addTranslations(NAMESPACE, {
  fr: { tracking: trackingTexts.fr },
  en: { tracking: trackingTexts.en },
  ar: { tracking: trackingTexts.ar },
});

export { default } from './tracking-page';
