// One jest run for the whole workspace: each package is a project with its own jest.config.js.
module.exports = {
  // A global option: in a multi-project run jest ignores each project's own testTimeout, and whole pages
  // rendered with MUI on a loaded 2-core CI machine need more than the default 5 s.
  testTimeout: 20_000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/api',
    '<rootDir>/host',
    '<rootDir>/mfe-orders',
    '<rootDir>/mfe-reclamation',
    '<rootDir>/mfe-finance',
    '<rootDir>/mfe-commercial',
    '<rootDir>/mfe-wheel',
    '<rootDir>/mfe-team',
  ],
};
