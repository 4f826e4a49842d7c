/** Texts of the state shown instead of a page the user may open but not use (`orders` namespace, `not-allowed.`). */

/** not-allowed texts by language. */
export const notAllowedTexts = {
  title: 'Action non autorisée',
  ADD: 'Votre compte peut consulter les commandes mais pas en ajouter. Demandez cette autorisation à l’administrateur du compte.',
  back: 'Retour aux commandes du jour',
};
