import type { CrashTexts } from './fr';

/** English texts of the crash screen (`shell` namespace, `crash.*`): every page shows them first. */
export const crash: CrashTexts = {
  title: 'Oops, something went wrong',
  text: 'The application hit an unexpected error. Reload the page or try again.',
  reload: 'Reload',
  'try-again': 'Try again',
};
