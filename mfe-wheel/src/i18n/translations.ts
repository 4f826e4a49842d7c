import { pageTexts } from './pages';
import { wheelTexts } from './wheel';

export { NAMESPACE } from './namespace';

/** Every text of mfe-wheel, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, ...wheelTexts.fr },
  en: { ...pageTexts.en, ...wheelTexts.en },
  ar: { ...pageTexts.ar, ...wheelTexts.ar },
};
