import { remote } from './remote/fr';

/** French texts of the shell (`shell` namespace, the default language) but those the login page shows first (`start/fr.ts`: crash, login, form). */
export const fr = {
  // Sidebar groups and the shell's own pages; a remote's page brings its label in its declaration.
  page: {
    'dash-alpha': 'Tableau alpha',
    statistics: 'Statistiques',
    orders: 'Commandes',
    reclamation: 'Réclamations',
    finance: 'Finance',
    commercial: 'Commercial',
    users: 'Utilisateurs',
    support: 'Support',
    settings: 'Paramètres du compte',
  },
  'not-found': {
    title: 'Page introuvable',
    text: 'La page demandée n’existe pas ou vous n’y avez pas accès.',
    back: 'Retour',
    home: 'Accueil',
  },
  sidebar: {
    label: 'Navigation principale',
    expand: 'Déplier le menu',
    collapse: 'Replier le menu',
    open: 'Ouvrir le menu',
  },
  notifications: {
    title: 'Notifications',
    open: 'Notifications : {{unread}} non lues',
    'load-more': 'Voir plus',
    delete: 'Supprimer la notification : {{text}}',
    deleted: 'Notification supprimée.',
  },
  search: {
    placeholder: 'ID, code ou téléphone',
    'placeholder-short': 'Chercher',
    label: 'Rechercher un colis par ID, code ou téléphone',
    results: 'Résultats de la recherche',
    'partner-code': 'Code partenaire\u00a0:',
  },
  client: { id: { 'invalid-type': 'L’ID doit être un nombre.' } },
  order: { id: { invalid: 'ID de colis invalide.' } },
  profile: { open: 'Menu du profil', logout: 'Déconnexion' },
  'order-modal': { title: 'Colis n° {{id}}', close: 'Fermer' },
  settings: {
    profile: {
      title: 'Profil',
      fullname: 'Nom complet',
      email: 'E-mail',
      username: 'Nom d’utilisateur',
      saved: 'Profil mis à jour.',
      'avatar-saved': 'Photo mise à jour.',
    },
    password: {
      title: 'Mot de passe',
      currentPassword: 'Mot de passe actuel',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmer le mot de passe',
      rules: 'Au moins 8 caractères, une majuscule et une minuscule.',
      submit: 'Changer le mot de passe',
      saved: 'Mot de passe modifié.',
    },
    preferences: 'Préférences',
    'dark-mode': 'Mode sombre',
    'api-key': {
      title: 'Clé API de votre boutique',
      help: 'Votre boutique crée des colis avec cette clé dans l’en-tête x-api-key ; vous les confirmez ensuite dans les colis du jour.',
      none: 'Aucune clé générée.',
      created: 'créée le {{date}}',
      regenerate: 'Générer une nouvelle clé',
      confirm:
        'L’ancienne clé cessera de fonctionner immédiatement : votre boutique devra utiliser la nouvelle.',
      'shown-once': 'Copiez cette clé maintenant : elle ne sera plus affichée.',
    },
    webhooks: {
      title: 'Webhooks',
      help: 'Votre boutique reçoit chaque événement choisi en POST, signé avec le secret de l’adresse (en-tête Wolvo-Signature).',
      count: 'Adresses\u00a0: {{used}}/{{max}}',
      add: 'Ajouter une adresse',
      'max-reached': 'Vous avez atteint le nombre maximal d’adresses.',
      edit: 'Modifier',
      delete: 'Supprimer',
      roll: 'Renouveler le secret',
      enable: 'Réactiver',
      saved: 'Adresse enregistrée.',
      deleted: 'Adresse supprimée.',
      enabled: 'Adresse réactivée.',
      resent: 'Événement renvoyé.',
      form: {
        'add-title': 'Nouvelle adresse de webhook',
        'edit-title': 'Modifier l’adresse',
        url: 'URL',
        'url-help': 'Une adresse https de votre boutique.',
        events: 'Événements envoyés',
        active: 'Active',
        cancel: 'Annuler',
      },
      'delete-confirm': {
        title: 'Supprimer cette adresse\u00a0?',
        text: 'Elle ne recevra plus d’événements et l’historique de ses envois sera effacé.',
      },
      'roll-confirm': {
        title: 'Renouveler le secret\u00a0?',
        text: 'Un nouveau secret signe les envois dès maintenant\u00a0; l’ancien reste valable 24 heures, le temps de mettre votre boutique à jour.',
      },
      secret: {
        title: 'Secret de signature',
        'shown-once': 'Copiez ce secret maintenant\u00a0: il ne sera plus affiché.',
        label: 'Secret',
        copy: 'Copier le secret',
        copied: 'Secret copié.',
        'copy-failed': 'Copie impossible\u00a0: sélectionnez le secret et copiez-le.',
        done: 'J’ai copié le secret',
      },
    },
  },
  support: {
    subtitle: 'Des vidéos pour prendre Wolvo en main.',
    'open-video': 'Ouvrir la vidéo',
    failed: 'Impossible de charger les vidéos.',
  },
  language: { label: 'Langue', fr: 'Français', en: 'English', ar: 'العربية' },
  version: {
    title: 'Nouvelle version disponible',
    text: 'Une nouvelle version de Wolvo est disponible. Rechargez pour en profiter. Sinon, patientez environ 15 minutes puis rechargez.',
    later: 'Plus tard',
    reload: 'Mettre à jour',
  },
  remote,
  // What the login page shows only after a submit (it waits for these texts first).
  login: {
    'consent-required': 'Vous devez accepter les conditions pour continuer.',
    failed: 'Connexion impossible.',
  },
  form: {
    required: 'Le champ ne peut pas être vide !',
    save: 'Enregistrer',
  },
};

/** The shape every language of the rest of the shell namespace follows. */
export type ShellRestTexts = typeof fr;
