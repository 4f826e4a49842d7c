/** French texts of the shell shown first on the login and public pages (`shell` namespace, loaded before the rest). */
export const fr = {
  remote: {
    title: 'La section « {{area}} » est indisponible',
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
    },
  },
  crash: {
    title: 'Oups, quelque chose s’est mal passé',
    text: 'L’application a rencontré une erreur inattendue. Rechargez la page ou réessayez.',
    reload: 'Recharger',
    'try-again': 'Réessayer',
  },
  language: { label: 'Langue', fr: 'Français', en: 'English', ar: 'العربية' },
  login: {
    title: 'Connexion',
    subtitle: 'Accédez à votre tableau de bord Wolvo.',
    login: 'E-mail ou nom d’utilisateur',
    password: 'Mot de passe',
    'show-password': 'Afficher le mot de passe',
    'hide-password': 'Masquer le mot de passe',
    consent: 'J’accepte les conditions d’utilisation et la politique de protection des données.',
    'consent-required': 'Vous devez accepter les conditions pour continuer.',
    submit: 'Se connecter',
    failed: 'Connexion impossible.',
  },
  form: {
    required: 'Le champ ne peut pas être vide !',
    'email-invalid': 'Adresse e-mail invalide.',
    save: 'Enregistrer',
  },
  version: {
    title: 'Nouvelle version disponible',
    text: 'Une nouvelle version de Wolvo est disponible. Rechargez pour en profiter. Sinon, patientez environ 15 minutes puis rechargez.',
    later: 'Plus tard',
    reload: 'Mettre à jour',
  },
};

/** The shape every language of the first shell texts follows. */
export type ShellStartTexts = typeof fr;
