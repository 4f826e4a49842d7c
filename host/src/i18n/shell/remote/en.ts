import type { RemoteTexts } from './fr';

/** English texts of a remote's area while it loads or fails (`shell` namespace, `remote.*`). */
export const remote: RemoteTexts = {
  title: 'The “{{area}}” section is unavailable',
  updating: 'The “{{area}}” section is being updated',
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
    skew: 'Try again in a few moments; the rest of the app keeps working.',
  },
};
