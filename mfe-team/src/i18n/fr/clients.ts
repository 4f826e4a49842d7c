/** Texts of users > clients (`team` namespace, under `clients.`). */

export const clientTexts = {
  search: 'Rechercher (nom, e-mail, société)',
  'confirmed-filter': 'Confirmation',
  'active-filter': 'État du compte',
  any: 'Tous',
  yes: 'Oui',
  no: 'Non',
  'filter-confirmed': { true: 'Confirmés', false: 'Non confirmés' },
  'filter-active': { true: 'Actifs', false: 'Désactivés' },
  column: {
    name: 'Client',
    email: 'E-mail',
    companies: 'Sociétés',
    confirmed: 'Confirmé',
    active: 'Actif',
    created: 'Créé le',
    actions: 'Actions',
  },
  status: {
    confirmed: 'Confirmé',
    unconfirmed: 'Non confirmé',
    active: 'Actif',
    inactive: 'Désactivé',
  },
  'actions-of': 'Actions pour {{name}}',
  activate: 'Activer le compte',
  deactivate: 'Désactiver le compte',
  'reset-password': 'Réinitialiser le mot de passe',
  row: {
    activate: 'Activer le compte de {{name}}',
    deactivate: 'Désactiver le compte de {{name}}',
    'reset-password': 'Réinitialiser le mot de passe de {{name}}',
  },
  cancel: 'Annuler',
  confirm: {
    activate: {
      title: 'Activer le compte de {{name}} ?',
      text: 'Le client et son équipe pourront de nouveau se connecter.',
    },
    deactivate: {
      title: 'Désactiver le compte de {{name}} ?',
      text: 'Le client et les membres de son équipe seront déconnectés dès leur prochaine requête et ne pourront plus se connecter.',
    },
    'reset-password': {
      title: 'Réinitialiser le mot de passe de {{name}} ?',
      text: 'Un nouveau mot de passe sera généré et affiché une seule fois ; l’ancien ne fonctionnera plus.',
    },
  },
  password: {
    title: 'Nouveau mot de passe de {{name}}',
    text: 'Transmettez-le au client par un canal sûr. Il ne sera plus affiché après la fermeture de cette fenêtre.',
    label: 'Mot de passe',
    copy: 'Copier le mot de passe',
    copied: 'Mot de passe copié.',
    'copy-failed': 'La copie a échoué : sélectionnez le mot de passe et copiez-le.',
    close: 'J’ai noté le mot de passe',
  },
  empty: { title: 'Aucun client', text: 'Aucun compte client ne correspond à ces critères.' },
  failed: 'Les clients n’ont pas pu être chargés.',
  retry: 'Réessayer',
};
