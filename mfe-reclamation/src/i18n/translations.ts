import { editsTexts } from './edits';
import { pageTexts } from './pages';
import { pickupFollowUpTexts } from './pickup-follow-up';
import { reclamationsTexts } from './reclamations';
import { reportTexts } from './report';

/** i18n namespace of mfe-reclamation. */
export const NAMESPACE = 'reclamation';

/** Every text of mfe-reclamation, in French, English and Arabic. */
export const translations = {
  fr: {
    ...pageTexts.fr,
    ...editsTexts.fr,
    reclamations: reclamationsTexts.fr,
    pickupFollowUp: pickupFollowUpTexts.fr,
    report: reportTexts.fr,
  },
  en: {
    ...pageTexts.en,
    ...editsTexts.en,
    reclamations: reclamationsTexts.en,
    pickupFollowUp: pickupFollowUpTexts.en,
    report: reportTexts.en,
  },
  ar: {
    ...pageTexts.ar,
    ...editsTexts.ar,
    reclamations: reclamationsTexts.ar,
    pickupFollowUp: pickupFollowUpTexts.ar,
    report: reportTexts.ar,
  },
};
