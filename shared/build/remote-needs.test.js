const path = require('node:path');
const { remoteNeeds, sharedContractVersion } = require('./remote-needs');
const { SHARED_CONTRACT_VERSION } = require('../src/contracts/contract-version');

const root = path.resolve(__dirname, '../..');

describe('remoteNeeds', () => {
  it('reads the contract version the TypeScript constant holds', () => {
    expect(sharedContractVersion(path.join(root, 'mfe-orders'))).toBe(SHARED_CONTRACT_VERSION);
  });

  it('asks for ^ of the contract version and of the installed React and MUI', () => {
    const dir = path.join(root, 'mfe-finance');
    const installed = (name) =>
      JSON.parse(
        require('node:fs').readFileSync(
          path.join(dir, 'node_modules', name, 'package.json'),
          'utf8',
        ),
      ).version;
    expect(remoteNeeds(dir)).toEqual({
      '@wolvo/shared': `^${SHARED_CONTRACT_VERSION}`,
      react: `^${installed('react')}`,
      '@mui/material': `^${installed('@mui/material')}`,
    });
  });
});
