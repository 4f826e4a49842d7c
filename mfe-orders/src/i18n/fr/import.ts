import type { ImportColumnKey } from '@wolvo/shared/contracts';

/** Texts of the import page (`orders` namespace, `import-orders.` keys). */

export const importTexts = {
  'step-template': '1. Téléchargez le modèle',
  'template-help':
    'Une ligne par commande. Les colonnes marquées * sont obligatoires ; les listes proposent les sociétés, gouvernorats, délégations et modes de paiement.',
  download: 'Télécharger le modèle',
  'step-upload': '2. Envoyez le fichier rempli',
  'upload-help':
    'Fichier .xlsx (Excel, LibreOffice ou Google Sheets), 10 000 lignes et 10 Mo au plus.',
  choose: 'Choisir un fichier',
  uploading: 'Envoi de {{name}}…',
  reading: 'Lecture du fichier…',
  'step-preview': '3. Vérifiez puis importez',
  summary: '{{total}} lignes lues : {{valid}} prêtes, {{invalid}} avec des erreurs.',
  'fix-help':
    'Rien n’est enregistré tant qu’une ligne est fausse. Corrigez le fichier et envoyez-le de nouveau, ou retirez les lignes en erreur.',
  'only-errors': 'Seulement les lignes en erreur',
  'remove-bad_one': 'Retirer la ligne en erreur',
  'remove-bad_other': 'Retirer les {{count}} lignes en erreur',
  confirm_one: 'Importer {{count}} commande',
  confirm_other: 'Importer {{count}} commandes',
  imported_one: '{{count}} commande importée.',
  imported_other: '{{count}} commandes importées.',
  print: 'Imprimer les bordereaux',
  'print-opened': 'Bordereaux ouverts dans un nouvel onglet.',
  'print-downloaded': 'Bordereaux téléchargés.',
  'to-orders': 'Voir les commandes du jour',
  'new-import': 'Nouvel import',
  row: 'Ligne',
  errors: 'Erreurs',
  ok: 'Prête',
  duplicate:
    'Doublon : même téléphone, prix et marchandise qu’une commande des dernières 48 h. Elle sera à confirmer ou supprimer.',
  'error-at': 'Ligne {{row}}, {{column}} : {{reason}}',
  col: {
    businessId: 'Société',
    fullname: 'Destinataire',
    phone1: 'Téléphone',
    phone2: 'Téléphone 2',
    governorate: 'Gouvernorat',
    delegation: 'Délégation',
    address: 'Adresse',
    postalCode: 'Code postal',
    merchandise: 'Désignation',
    quantity: 'Quantité',
    merchandisePrice: 'Prix marchandise (DT)',
    price: 'Prix (DT)',
    weight: 'Poids (kg)',
    paymentType: 'Paiement',
    canOpen: 'Ouvrable',
    fragile: 'Fragile',
    deliveryDate: 'Date de livraison',
    reference: 'Référence',
    note: 'Remarque',
  } satisfies Record<ImportColumnKey, string>,
};

export type ImportTexts = typeof importTexts;
