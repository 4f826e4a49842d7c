import { clientTexts } from './clients';
import { memberTexts } from './members';
import { pageTexts } from './pages';

/** Every text of mfe-team in English: one chunk, loaded when the page is in English (see `../load-texts.ts`). */
export const en = { ...pageTexts, members: memberTexts, clients: clientTexts };
