import { editsTexts } from './edits';
import { pageTexts } from './pages';
import { pickupFollowUpTexts } from './pickup-follow-up';
import { reclamationsTexts } from './reclamations';
import { reportTexts } from './report';

/** Every text of mfe-reclamation in English: one chunk, loaded when the page is in English (see `../load-texts.ts`). */
export const en = {
  ...pageTexts,
  ...editsTexts,
  reclamations: reclamationsTexts,
  pickupFollowUp: pickupFollowUpTexts,
  report: reportTexts,
};
