/** Texts of dashboard alpha and the partner dashboard (`orders` namespace, `dashboards.` keys). */

export const dashboardTexts = {
  'intro-client':
    'Vos commandes créées sur la période, par statut actuel. Un statut ouvre la liste des commandes filtrée.',
  'intro-client-counts': 'Vos commandes créées sur la période, par statut actuel.',
  'intro-staff':
    'Les commandes créées sur la période, par statut actuel, pour tous les clients ou un seul.',
  client: 'Client',
  'all-clients': 'Tous les clients',
  total: 'Total',
  'open-list': 'Ouvrir la liste filtrée',
  statuses: 'Commandes par statut',
  empty: 'Aucune commande sur cette période.',
  failed: 'Impossible de charger le tableau de bord.',
  retry: 'Réessayer',
  partner: {
    intro:
      'Par partenaire de livraison : les colis créés sur la période et qui lui sont confiés, leurs statuts avec le libellé du partenaire, l’argent encaissé sur les colis livrés et ce qu’il doit encore aujourd’hui.',
    filter: 'Partenaire',
    all: 'Tous les partenaires',
    'handed-over': 'Colis confiés',
    delivered: 'Livrés',
    'delivered-cod': 'Encaissé (livrés)',
    owed: 'Reste dû',
    'owed-help':
      'Reste dû : colis livrés dont le partenaire n’a pas encore remis l’argent, à ce jour, quelle que soit la période.',
    'owed-orders_one': '{{count}} colis',
    'owed-orders_other': '{{count}} colis',
    table: 'Chiffres par partenaire',
    name: 'Partenaire',
    statuses: 'Statuts (libellé du partenaire)',
    'no-wording': 'sans mise à jour du partenaire',
    'status-line': '{{wording}} : {{count}}',
    'no-parcels': 'Aucun colis sur la période',
    empty: 'Aucun partenaire de livraison.',
    'empty-text': 'Ajoutez un partenaire pour suivre ses colis ici.',
    totals: 'Total',
    'chart-title': 'Colis confiés et livrés par partenaire',
    'chart-summary': 'Colis confiés et livrés par partenaire sur la période : {{list}}.',
    'chart-item': '{{name}}, {{handedOver}} confiés, {{delivered}} livrés, {{cod}} encaissés',
  },
};

export type DashboardTexts = typeof dashboardTexts;
