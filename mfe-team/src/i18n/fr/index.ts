import { clientTexts } from './clients';
import { memberTexts } from './members';
import { pageTexts } from './pages';

/** Every text of mfe-team in French: one chunk, loaded when the page is in French (see `../load-texts.ts`). */
export const fr = { ...pageTexts, members: memberTexts, clients: clientTexts };
