import { clientDetailTexts } from './client-detail';
import { clientTexts } from './clients';
import { pageTexts } from './pages';
import { assignTexts, partnerTexts } from './partners';
import { pickupsTexts } from './pickups';

/** Every text of mfe-commercial in Arabic: one chunk, loaded when the page is in Arabic (see `../load-texts.ts`). */
export const ar = {
  ...pageTexts,
  clients: { ...clientTexts, detail: clientDetailTexts },
  pickups: pickupsTexts,
  partners: partnerTexts,
  assign: assignTexts,
};
