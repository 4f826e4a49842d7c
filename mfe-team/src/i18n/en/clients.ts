/** Texts of users > clients (`team` namespace, under `clients.`). */

export const clientTexts = {
  search: 'Search (name, email, company)',
  'confirmed-filter': 'Confirmation',
  'active-filter': 'Account state',
  any: 'All',
  yes: 'Yes',
  no: 'No',
  'filter-confirmed': { true: 'Confirmed', false: 'Not confirmed' },
  'filter-active': { true: 'Active', false: 'Deactivated' },
  column: {
    name: 'Client',
    email: 'Email',
    companies: 'Companies',
    confirmed: 'Confirmed',
    active: 'Active',
    created: 'Created',
    actions: 'Actions',
  },
  status: {
    confirmed: 'Confirmed',
    unconfirmed: 'Not confirmed',
    active: 'Active',
    inactive: 'Deactivated',
  },
  'actions-of': 'Actions for {{name}}',
  activate: 'Activate account',
  deactivate: 'Deactivate account',
  'reset-password': 'Reset password',
  row: {
    activate: "Activate {{name}}'s account",
    deactivate: "Deactivate {{name}}'s account",
    'reset-password': "Reset {{name}}'s password",
  },
  cancel: 'Cancel',
  confirm: {
    activate: {
      title: "Activate {{name}}'s account?",
      text: 'The client and its team will be able to sign in again.',
    },
    deactivate: {
      title: "Deactivate {{name}}'s account?",
      text: 'The client and its team members are signed out on their next request and can no longer sign in.',
    },
    'reset-password': {
      title: "Reset {{name}}'s password?",
      text: 'A new password is generated and shown only once; the old one stops working.',
    },
  },
  password: {
    title: 'New password for {{name}}',
    text: 'Give it to the client over a safe channel. It is not shown again once this window is closed.',
    label: 'Password',
    copy: 'Copy password',
    copied: 'Password copied.',
    'copy-failed': 'Copying failed: select the password and copy it.',
    close: 'I have noted the password',
  },
  empty: { title: 'No clients', text: 'No client account matches these criteria.' },
  failed: 'The clients could not be loaded.',
  retry: 'Try again',
};
