/** Texts of the exchange-results page (`orders` namespace, `exchange-results.` keys). */

/** exchange-results texts by language. */
export const exchangeResultsTexts = {
  intro: 'Les échanges et contre-échanges de la période, avec la commande que chacun remplace.',
  add: 'Ajouter un échange',
  column: {
    order: 'Échange',
    recipient: 'Destinataire',
    status: 'Statut',
    price: 'Prix (dt)',
    returning: 'Marchandise reprise',
    original: 'Commande d’origine',
    'original-status': 'Statut d’origine',
  },
  'no-original': 'Aucune',
  open: 'Ouvrir la commande {{code}}',
  empty: {
    title: 'Aucun échange',
    text: 'Aucun échange sur cette période. Changez la période ou ajoutez un échange.',
  },
  failed: 'Impossible de charger les échanges.',
  retry: 'Réessayer',
};
