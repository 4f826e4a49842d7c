import type * as base from '../fr/roulette';

/** Texts of the public roulette page (`wheel` namespace, `roulette.` keys), apart so the page registers
 * only these and its title (`rouletteTranslations`), not every text of mfe-wheel.
 */

export const rouletteTexts: typeof base.rouletteTexts = {
  loading: 'Loading the wheel…',
  'wheel-label': 'Fortune wheel: {{items}}',
  spin: 'Spin the wheel',
  spinning: 'The wheel is spinning…',
  won: 'You won:',
  'no-prize': 'No luck this time:',
  'no-prize-thanks': 'Thank you for playing!',
  'claim-title': 'Receive your prize',
  'claim-intro': 'Leave your details: the seller will send you your prize.',
  fullname: 'Full name',
  phone: 'Phone',
  governorate: 'Governorate',
  delegation: 'Delegation',
  address: 'Address',
  choose: 'Choose…',
  send: 'Send my details',
  thanks: 'Thank you! Your details are saved. The seller will contact you.',
  'invalid-title': 'This link cannot be played',
  reason: {
    NOT_FOUND: 'This link does not exist. Check the link you received.',
    USED: 'This link has already been played: each link plays once.',
    EXPIRED: 'This link has expired: it was valid for one week.',
    DISABLED: 'This wheel is no longer active.',
  },
  failed: 'The wheel could not be loaded.',
  retry: 'Try again',
  language: 'Language',
};

/** The roulette page's title (`pages.roulette.title`). */
export const rouletteTitle = 'Try your luck!';

/** What the public roulette page registers: its title and its texts, in the three languages. */
export const rouletteTranslations = {
  pages: { roulette: { title: rouletteTitle } },
  roulette: rouletteTexts,
};
