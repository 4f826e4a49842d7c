/** Texts of the add-exchange page (`orders` namespace, `add-exchange.` keys) and the spec's `validate-order.` keys. */

/** add-exchange texts by language. */
export const addExchangeTexts = {
  intro:
    'Un échange remplace une commande livrée : le livreur apporte la nouvelle marchandise et reprend l’ancienne.',
  section: {
    original: 'Commande d’origine',
    pair: 'Échange enregistré',
  },
  search: {
    label: 'Commande à échanger',
    placeholder: 'N°, code ou téléphone',
    hint: 'Tapez au moins 2 caractères.',
    searching: 'Recherche…',
    none: 'Aucune commande trouvée',
  },
  validating: 'Vérification de la commande…',
  valid: 'Cette commande peut être échangée.',
  code: {
    NOT_DELIVERED: 'Seule une commande livrée peut être échangée.',
    SAME_ORDER: 'Une commande ne peut pas s’échanger elle-même.',
  },
  original: {
    recipient: 'Destinataire',
    merchandise: 'Marchandise livrée',
    price: 'Prix (dt)',
    status: 'Statut',
  },
  field: {
    returningMerchandise: 'Marchandise à reprendre',
    price: 'Nouveau prix contre remboursement (DT)',
  },
  hint: {
    returningMerchandise: 'Ce que le livreur rapporte au marchand.',
  },
  'choose-original': 'Choisissez d’abord la commande à échanger.',
  save: 'Enregistrer l’échange',
  reset: 'Vider le formulaire',
  saved: 'Échange {{code}} créé',
  failed: 'L’échange n’a pas été enregistré : vérifiez les champs signalés.',
  'add-another': 'Ajouter un autre échange',
  results: 'Résultats des échanges',
  pair: {
    new: 'Nouvelle commande (échange)',
    original: 'Commande d’origine',
    price: 'Prix (dt)',
    open: 'Ouvrir la commande {{code}}',
    returning: 'Reprise : {{merchandise}}',
    replaces: 'remplace',
  },
  service: {
    label: 'Type d’échange',
  },
  counter: {
    intro:
      'Un contre-échange reprend une commande retournée à l’expéditeur : le livreur apporte la nouvelle marchandise et reprend la marchandise retournée.',
    search: 'Commande retournée à reprendre',
    merchandise: 'Marchandise retournée',
    valid: 'Cette commande retournée peut être reprise.',
    code: {
      NOT_RETURNED: 'Seule une commande retournée à l’expéditeur peut être reprise.',
      ALREADY_IN_USE: 'Cette commande est déjà reprise par un autre contre-échange.',
      SAME_ORDER: 'Une commande ne peut pas se reprendre elle-même.',
    },
    save: 'Enregistrer le contre-échange',
    saved: 'Contre-échange {{code}} créé',
    failed: 'Le contre-échange n’a pas été enregistré : vérifiez les champs signalés.',
    pair: {
      title: 'Contre-échange enregistré',
      new: 'Nouvelle commande (contre-échange)',
      original: 'Commande retournée',
      replaces: 'reprend',
    },
  },
};

/** The spec's exchange-validation messages (`validate-order.` keys) by language. */
export const validateOrderTexts = {
  'exchange-not-found': 'Commande d’échange introuvable !',
  'exchange-has-relationship':
    'Cette commande a déjà été remplacée par un autre échange : elle ne peut pas l’être une seconde fois.',
  'exchange-failed': 'La validation de la commande d’échange a échoué.',
  'returning-not-found': 'Commande retournée introuvable !',
  'returning-failed': 'La validation de la commande retournée a échoué.',
};
