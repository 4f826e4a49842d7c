import { crash } from '../crash/en';
import type { ShellStartTexts } from './fr';

/** English texts of the shell shown first on the login page (`shell` namespace, loaded before the rest). */
export const en: ShellStartTexts = {
  crash,
  login: {
    title: 'Sign in',
    subtitle: 'Access your Wolvo dashboard.',
    login: 'Email or username',
    password: 'Password',
    'show-password': 'Show password',
    'hide-password': 'Hide password',
    consent: 'I accept the terms of use and the data protection policy.',
    submit: 'Sign in',
  },
};
