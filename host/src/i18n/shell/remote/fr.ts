/** French texts of a remote's area while it loads or fails (`shell` namespace, `remote.*`). */
export const remote = {
  title: 'La section « {{area}} » est indisponible',
  updating: 'La section « {{area}} » est en cours de mise à jour',
  retry: 'Réessayer',
  loading: 'Chargement de la section…',
  name: {
    orders: 'Commandes',
    reclamation: 'Réclamations',
    finance: 'Finance',
    commercial: 'Commercial',
    wheel: 'Roue de la fortune',
    team: 'Équipe',
  },
  reason: {
    config: 'Cette section n’est pas configurée pour cet environnement.',
    offline:
      'Le service de cette section ne répond pas. Le reste de l’application fonctionne normalement.',
    timeout: 'Cette section met trop de temps à répondre.',
    error: 'Une erreur est survenue dans cette section.',
    skew: 'Réessayez dans quelques instants ; le reste de l’application fonctionne normalement.',
  },
};

export type RemoteTexts = typeof remote;
