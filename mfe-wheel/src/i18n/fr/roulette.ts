/** Texts of the public roulette page (`wheel` namespace, `roulette.` keys), apart so the page registers
 * only these and its title (`rouletteTranslations`), not every text of mfe-wheel.
 */

export const rouletteTexts = {
  loading: 'Chargement de la roue…',
  'wheel-label': 'Roue de la fortune : {{items}}',
  spin: 'Tourner la roue',
  spinning: 'La roue tourne…',
  won: 'Vous avez gagné :',
  'no-prize': 'Pas de chance cette fois :',
  'no-prize-thanks': 'Merci d’avoir joué !',
  'claim-title': 'Recevoir votre lot',
  'claim-intro': 'Laissez vos coordonnées : le vendeur vous fera parvenir votre lot.',
  fullname: 'Nom complet',
  phone: 'Téléphone',
  governorate: 'Gouvernorat',
  delegation: 'Délégation',
  address: 'Adresse',
  choose: 'Choisir…',
  send: 'Envoyer mes coordonnées',
  thanks: 'Merci ! Vos coordonnées sont enregistrées. Le vendeur vous contactera.',
  'invalid-title': 'Ce lien ne peut pas être joué',
  reason: {
    NOT_FOUND: 'Ce lien n’existe pas. Vérifiez le lien reçu.',
    USED: 'Ce lien a déjà été joué : chaque lien ne se joue qu’une fois.',
    EXPIRED: 'Ce lien a expiré : il était valable une semaine.',
    DISABLED: 'Cette roue n’est plus active.',
  },
  failed: 'La roue n’a pas pu être chargée.',
  retry: 'Réessayer',
  language: 'Langue',
};

/** The roulette page's title (`pages.roulette.title`). */
export const rouletteTitle = 'Tentez votre chance !';

/** What the public roulette page registers: its title and its texts, in the three languages. */
export const rouletteTranslations = {
  pages: { roulette: { title: rouletteTitle } },
  roulette: rouletteTexts,
};

export type RouletteTexts = typeof rouletteTexts;
