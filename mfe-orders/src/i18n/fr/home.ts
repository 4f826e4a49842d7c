/** Texts of the client home (`orders` namespace, `home.` keys). */

export const homeTexts = {
  period: '30 derniers jours',
  'loading-label': 'Chargement du tableau de bord',
  failed: 'Impossible de charger le tableau de bord.',
  retry: 'Réessayer',
  empty: {
    title: 'Bienvenue !',
    text: 'Vos chiffres apparaîtront ici dès vos premières commandes.',
    action: 'Ajouter une commande',
  },
  stock: {
    title: 'Stock au dépôt',
    parcels_one: '{{count}} colis au dépôt',
    parcels_other: '{{count}} colis au dépôt',
    cod: '{{amount}} à encaisser',
  },
  api: {
    title: 'Commandes API',
    'to-confirm': 'à confirmer',
    total_one: '{{count}} reçue en 30 jours',
    total_other: '{{count}} reçues en 30 jours',
  },
  turnover: {
    title: 'Chiffre d’affaires',
    delivered_one: '{{count}} colis livré en 30 jours',
    delivered_other: '{{count}} colis livrés en 30 jours',
  },
  'delivery-days': {
    title: 'Délai de livraison moyen',
    value: '{{days}} j',
    none: '–',
    help: 'de la collecte à la livraison, 30 derniers jours',
    'by-title': 'Délai de livraison par lieu',
    governorate: 'Gouvernorat',
    delegation: 'Délégation',
    'by-label': 'Grouper par',
    days: 'Jours en moyenne',
    delivered: 'Colis livrés',
    empty: 'Aucune livraison ces 30 derniers jours.',
  },
  chart: {
    title: 'Livrés et retournés',
    subtitle: '7 derniers jours comparés aux 7 précédents',
    delivered: 'Livrés',
    returned: 'Retournés',
    'delivered-previous': 'Livrés (7 jours précédents)',
    'returned-previous': 'Retournés (7 jours précédents)',
    summary:
      'Colis livrés et retournés par jour : {{delivered}} livrés et {{returned}} retournés ces 7 derniers jours, contre {{deliveredBefore}} livrés et {{returnedBefore}} retournés les 7 jours précédents.',
  },
  payments: {
    title: 'Paiements',
    paid: 'Payés',
    unpaid: 'En attente',
    bills_one: '{{count}} facture',
    bills_other: '{{count}} factures',
    summary: 'Paiements : {{paid}} payés, {{unpaid}} en attente de paiement.',
    empty: 'Aucune facture pour l’instant.',
    amount: 'Montant',
    status: 'État',
  },
  sources: {
    title: 'Origine des commandes',
    subtitle: '30 derniers jours',
    summary: 'Commandes des 30 derniers jours par origine : {{list}}.',
    empty: 'Aucune commande ces 30 derniers jours.',
    source: 'Origine',
    orders: 'Commandes',
  },
};

export type HomeTexts = typeof homeTexts;
