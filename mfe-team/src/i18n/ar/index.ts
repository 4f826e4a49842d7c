import { clientTexts } from './clients';
import { memberTexts } from './members';
import { pageTexts } from './pages';

/** Every text of mfe-team in Arabic: one chunk, loaded when the page is in Arabic (see `../load-texts.ts`). */
export const ar = { ...pageTexts, members: memberTexts, clients: clientTexts };
