/** Texts of the edit-order dialog (`orders` namespace, `edit-order.` keys); field labels are add-order's. */

export const editOrderTexts = {
  edit: 'Modifier',
  'edit-row': 'Modifier la commande {{code}}',
  title: 'Modifier la commande {{code}}',
  intro: 'Seuls les champs modifiés sont envoyés. Les champs marqués * sont obligatoires.',
  'printed-warning':
    'Le bordereau a déjà été imprimé : après la modification, il faudra le réimprimer.',
  loading: 'Chargement de la commande…',
  'load-failed': 'La commande n’a pas pu être chargée.',
  retry: 'Réessayer',
  'no-change': 'Aucune modification à enregistrer.',
  save: 'Enregistrer',
  cancel: 'Annuler',
};
