/** French texts of the crash screen (`shell` namespace, `crash.*`): every page shows them first. */
export const crash = {
  title: 'Oups, quelque chose s’est mal passé',
  text: 'L’application a rencontré une erreur inattendue. Rechargez la page ou réessayez.',
  reload: 'Recharger',
  'try-again': 'Réessayer',
};

export type CrashTexts = typeof crash;
