import type { ShellStartTexts } from './fr';

/** English texts of the shell shown first on the login and public pages (`shell` namespace, loaded before the rest). */
export const en: ShellStartTexts = {
  remote: {
    title: 'The “{{area}}” section is unavailable',
    retry: 'Retry',
    loading: 'Loading the section…',
    name: {
      orders: 'Orders',
      reclamation: 'Reclamations',
      finance: 'Finance',
      commercial: 'Commercial',
      wheel: 'Fortune wheel',
      team: 'Team',
    },
    reason: {
      config: 'This section is not configured for this environment.',
      offline:
        'The service behind this section is not responding. The rest of the app keeps working.',
      timeout: 'This section is taking too long to respond.',
      error: 'Something went wrong in this section.',
    },
  },
  crash: {
    title: 'Oops, something went wrong',
    text: 'The application hit an unexpected error. Reload the page or try again.',
    reload: 'Reload',
    'try-again': 'Try again',
  },
  language: { label: 'Language', fr: 'Français', en: 'English', ar: 'العربية' },
  login: {
    title: 'Sign in',
    subtitle: 'Access your Wolvo dashboard.',
    login: 'Email or username',
    password: 'Password',
    'show-password': 'Show password',
    'hide-password': 'Hide password',
    consent: 'I accept the terms of use and the data protection policy.',
    'consent-required': 'You must accept the terms to continue.',
    submit: 'Sign in',
    failed: 'Could not sign in.',
  },
  form: {
    required: "Field can't be empty!",
    'email-invalid': 'Invalid email address.',
    save: 'Save',
  },
  version: {
    title: 'New version available',
    text: 'A new version of Wolvo is available. Reload to get it. Otherwise, wait about 15 minutes and reload.',
    later: 'Later',
    reload: 'Update now',
  },
};
