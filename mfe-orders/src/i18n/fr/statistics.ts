/** Texts of the statistics pages, orders and turnover (`orders` namespace, `statistics.` keys). */

export const statisticsTexts = {
  failed: 'Impossible de charger les statistiques.',
  retry: 'Réessayer',
  empty: 'Aucune commande sur cette période.',
  'vs-previous': '{{change}} par rapport à la période de comparaison',
  'no-comparison': 'Sans comparaison',
  group: {
    PREPARING: 'En préparation',
    IN_DELIVERY: 'En livraison',
    DELIVERED: 'Livrées',
    RETURNED: 'Retournées',
    CANCELLED: 'Annulées',
  },
  orders: {
    total: 'Commandes',
    delivered: 'Livrées',
    rate: 'Taux de livraison',
    'rate-help': 'livrées parmi les commandes livrées ou retournées',
    'delivery-days': 'Délai de livraison moyen',
    'days-value': '{{days}} j',
    'per-day': 'Commandes par jour',
    'per-day-summary':
      '{{total}} commandes du {{from}} au {{to}}{{comparison}}. Le jour le plus chargé : {{peak}} avec {{peakCount}} commandes.',
    comparison: ', contre {{total}} sur la période de comparaison',
    'by-status': 'Commandes par état',
    'by-status-summary': 'Commandes de la période par état : {{list}}.',
    'by-governorate': 'Commandes par gouvernorat',
    'by-governorate-summary': 'Commandes de la période par gouvernorat du destinataire : {{list}}.',
    governorate: 'Gouvernorat',
    count: 'Commandes',
  },
  turnover: {
    total: 'Chiffre d’affaires',
    delivered: 'Colis livrés',
    basket: 'Panier moyen',
    'delivery-days': 'Délai de livraison moyen',
    'per-day': 'Chiffre d’affaires par jour',
    'per-day-summary':
      'Chiffre d’affaires des colis livrés du {{from}} au {{to}} : {{total}}{{comparison}}.',
    comparison: ', contre {{total}} sur la période de comparaison',
    'by-governorate': 'Chiffre d’affaires par gouvernorat',
    'by-governorate-summary': 'Chiffre d’affaires de la période par gouvernorat : {{list}}.',
    governorate: 'Gouvernorat',
    amount: 'Chiffre d’affaires',
  },
};

export type StatisticsTexts = typeof statisticsTexts;
