import { editsTexts } from './edits';
import { pageTexts } from './pages';
import { pickupFollowUpTexts } from './pickup-follow-up';
import { reclamationsTexts } from './reclamations';
import { reportTexts } from './report';

/** Every text of mfe-reclamation in French: one chunk, loaded when the page is in French (see `../load-texts.ts`). */
export const fr = {
  ...pageTexts,
  ...editsTexts,
  reclamations: reclamationsTexts,
  pickupFollowUp: pickupFollowUpTexts,
  report: reportTexts,
};
