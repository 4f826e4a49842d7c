import { crash } from '../crash/fr';

/** French texts of the shell shown first on the login page (`shell` namespace, loaded before the rest). */
export const fr = {
  crash,
  login: {
    title: 'Connexion',
    subtitle: 'Accédez à votre tableau de bord Wolvo.',
    login: 'E-mail ou nom d’utilisateur',
    password: 'Mot de passe',
    'show-password': 'Afficher le mot de passe',
    'hide-password': 'Masquer le mot de passe',
    consent: 'J’accepte les conditions d’utilisation et la politique de protection des données.',
    submit: 'Se connecter',
  },
};

/** The shape every language of the first shell texts follows. */
export type ShellStartTexts = typeof fr;
