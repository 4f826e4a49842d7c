import { pageTexts } from './pages';
import { wheelTexts } from './wheel';

/** Every text of mfe-wheel in Arabic: one chunk, loaded when the page is in Arabic (see `../load-texts.ts`). */
export const ar = { ...pageTexts, ...wheelTexts };
