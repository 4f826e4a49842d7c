import type * as base from '../fr/not-allowed';

/** Texts of the state shown instead of a page the user may open but not use (`orders` namespace, `not-allowed.`). */

/** not-allowed texts by language. */
export const notAllowedTexts: typeof base.notAllowedTexts = {
  title: 'Action not allowed',
  ADD: 'Your account may view orders but not add them. Ask the account administrator for this permission.',
  back: 'Back to the orders of the day',
};
