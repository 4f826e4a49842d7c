import { clientDetailTexts } from './client-detail';
import { clientTexts } from './clients';
import { pageTexts } from './pages';
import { assignTexts, partnerTexts } from './partners';
import { pickupsTexts } from './pickups';

/** Every text of mfe-commercial in English: one chunk, loaded when the page is in English (see `../load-texts.ts`). */
export const en = {
  ...pageTexts,
  clients: { ...clientTexts, detail: clientDetailTexts },
  pickups: pickupsTexts,
  partners: partnerTexts,
  assign: assignTexts,
};
