import { clientTexts } from './clients';
import { memberTexts } from './members';
import { pageTexts } from './pages';

/** i18n namespace of mfe-team. */
export const NAMESPACE = 'team';

/** Every text of mfe-team, in French, English and Arabic. */
export const translations = {
  fr: { ...pageTexts.fr, members: memberTexts.fr, clients: clientTexts.fr },
  en: { ...pageTexts.en, members: memberTexts.en, clients: clientTexts.en },
  ar: { ...pageTexts.ar, members: memberTexts.ar, clients: clientTexts.ar },
};
