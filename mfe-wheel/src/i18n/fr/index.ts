import { pageTexts } from './pages';
import { wheelTexts } from './wheel';

/** Every text of mfe-wheel in French: one chunk, loaded when the page is in French (see `../load-texts.ts`). */
export const fr = { ...pageTexts, ...wheelTexts };
