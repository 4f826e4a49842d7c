// One jest run for the whole workspace: each package is a project with its own jest.config.js.
module.exports = {
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
