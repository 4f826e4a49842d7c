import type { RemoteDeclaration } from '@wolvo/shared/contracts';
import {
  declarationBuild,
  declarationUrl,
  fetchRemoteDeclaration,
  parseRemoteDeclaration,
} from './remote-declarations';
import { SHELL_PROVIDES, unmetNeeds } from './remote-needs';

const DECLARATION: RemoteDeclaration = {
  schema: 1,
  remote: 'finance',
  needs: { '@wolvo/shared': '^1.0.0' },
  pages: [],
};

describe('remote declarations', () => {
  it('sit beside the manifest', () => {
    expect(declarationUrl('/remotes/finance/mf-manifest.json')).toBe(
      `${window.location.origin}/remotes/finance/remote-declaration.json`,
    );
    expect(declarationUrl('http://127.0.0.1:8083/mf-manifest.json?v=2')).toBe(
      'http://127.0.0.1:8083/remote-declaration.json',
    );
  });

  it('are ignored when of another schema, shape or remote', () => {
    expect(parseRemoteDeclaration(DECLARATION, 'finance')).toEqual(DECLARATION);
    expect(parseRemoteDeclaration({ ...DECLARATION, schema: 2 })).toBeNull();
    expect(parseRemoteDeclaration({ ...DECLARATION, needs: { react: 19 } })).toBeNull();
    expect(parseRemoteDeclaration({ ...DECLARATION, pages: {} })).toBeNull();
    expect(parseRemoteDeclaration(DECLARATION, 'orders')).toBeNull();
    expect(parseRemoteDeclaration('nope')).toBeNull();
  });

  it('are fetched once per manifest, and a failure is no declaration', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, json: () => Promise.resolve(DECLARATION) })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    global.fetch = fetchMock as unknown as typeof fetch;
    const first = fetchRemoteDeclaration('/remotes/finance/mf-manifest.json');
    const second = fetchRemoteDeclaration('/remotes/finance/mf-manifest.json');
    await expect(first).resolves.toEqual(DECLARATION);
    await expect(second).resolves.toEqual(DECLARATION);
    await expect(fetchRemoteDeclaration('/remotes/team/mf-manifest.json')).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("take the inline script's answers, once, even when asked before it has read remotes.json", async () => {
    const url = `${window.location.origin}/remotes/orders/remote-declaration.json`;
    const early = { ok: true, json: () => Promise.resolve({ ...DECLARATION, remote: 'orders' }) };
    let publish: (byUrl: Record<string, Promise<Response>>) => void = () => undefined;
    window.__wolvoEarlyDeclarations = new Promise((resolve) => (publish = resolve));
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(null) });
    global.fetch = fetchMock as unknown as typeof fetch;
    await jest.isolateModulesAsync(async () => {
      const declarations = await import('./remote-declarations');
      const manifest = '/remotes/orders/mf-manifest.json';
      const asked = declarations.fetchRemoteDeclaration(manifest, 'orders');
      publish({ [url]: Promise.resolve(early as unknown as Response) });
      await expect(asked).resolves.toMatchObject({ remote: 'orders' });
      expect(fetchMock).not.toHaveBeenCalled();
      // Retry: the inline script's answer was taken; the file is asked for again.
      declarations.forgetRemoteDeclaration(manifest);
      await expect(declarations.fetchRemoteDeclaration(manifest, 'orders')).resolves.toBeNull();
      expect(fetchMock).toHaveBeenCalledWith(url, expect.anything());
    });
    expect(window.__wolvoEarlyDeclarations).toBeUndefined();
  });

  it('tell builds apart', () => {
    expect(declarationBuild(DECLARATION)).toBe(declarationBuild({ ...DECLARATION }));
    expect(declarationBuild(DECLARATION)).not.toBe(
      declarationBuild({ ...DECLARATION, needs: { '@wolvo/shared': '^2.0.0' } }),
    );
  });
});

describe('unmetNeeds', () => {
  it('lists the packages the shell provides in another version than the remote needs', () => {
    expect(SHELL_PROVIDES).toEqual({
      '@wolvo/shared': expect.stringMatching(/^\d+\.\d+\.\d+$/),
      react: expect.stringMatching(/^19\./),
      '@mui/material': expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    const provided = { '@wolvo/shared': '1.2.0', react: '19.3.1' };
    expect(unmetNeeds({ '@wolvo/shared': '^1.0.0', react: '^19.0.0' }, provided)).toEqual([]);
    expect(unmetNeeds({ '@wolvo/shared': '^2.0.0', react: '^18.0.0' }, provided)).toEqual([
      '@wolvo/shared',
      'react',
    ]);
    // What the shell does not provide, the remote brings itself.
    expect(unmetNeeds({ dayjs: '^9.0.0' }, provided)).toEqual([]);
  });
});
