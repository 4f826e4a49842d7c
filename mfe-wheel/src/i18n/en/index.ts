import { pageTexts } from './pages';
import { wheelTexts } from './wheel';

/** Every text of mfe-wheel in English: one chunk, loaded when the page is in English (see `../load-texts.ts`). */
export const en = { ...pageTexts, ...wheelTexts };
