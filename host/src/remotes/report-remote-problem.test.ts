import { CLIENT_EVENT_LIMITS } from '@wolvo/shared/contracts';
import { httpClient } from '@wolvo/shared/http';
import {
  clearReportedRemoteProblems,
  clientEventBody,
  reportRemoteProblem,
} from './report-remote-problem';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reportRemoteProblem', () => {
  let post: jest.SpyInstance;
  beforeEach(() => {
    clearReportedRemoteProblems();
    post = jest.spyOn(httpClient, 'post').mockResolvedValue({ status: 202 });
  });
  afterEach(() => post.mockRestore());

  it('posts once per remote, build and kind', async () => {
    const problem = { remote: 'finance', kind: 'skew', build: 'b1', page: '/fr/x' } as const;
    reportRemoteProblem(problem);
    reportRemoteProblem(problem);
    reportRemoteProblem({ ...problem, kind: 'render' });
    reportRemoteProblem({ ...problem, build: 'b2' });
    await flush();
    await flush();
    expect(post).toHaveBeenCalledTimes(3);
    expect(post).toHaveBeenCalledWith(
      '/v1/client-events',
      { remote: 'finance', kind: 'skew', build: 'b1', page: '/fr/x' },
      { ignoreUnauthorized: true, adapter: 'fetch', fetchOptions: { keepalive: true } },
    );
  });

  it('a report whose page could not send it is sent by the next page of the tab, once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The first page: its HTTP client never comes (the user left, or the chunk failed).
    let first!: typeof import('./report-remote-problem');
    jest.isolateModules(() => {
      jest.doMock('@wolvo/shared/http', () => {
        throw new Error('ChunkLoadError');
      });
      first = jest.requireActual('./report-remote-problem');
    });
    first.reportRemoteProblem({ remote: 'finance', kind: 'skew', build: 'b3', page: '/fr/a' });
    await flush();
    await flush();
    expect(post).not.toHaveBeenCalled();
    jest.dontMock('@wolvo/shared/http');

    // The next page: the remotes' start sends it, with the page it happened on; a later start does not.
    let next!: typeof import('./report-remote-problem');
    jest.isolateModules(() => {
      next = jest.requireActual('./report-remote-problem');
    });
    next.sendUnsentRemoteProblems();
    await flush();
    await flush();
    next.sendUnsentRemoteProblems();
    next.reportRemoteProblem({ remote: 'finance', kind: 'skew', build: 'b3' });
    await flush();
    await flush();
    expect(post.mock.calls.map(([, body]) => body)).toEqual([
      { remote: 'finance', kind: 'skew', build: 'b3', page: '/fr/a' },
    ]);
    warn.mockRestore();
  });

  it('remembers what the tab reported across reloads (sessionStorage)', async () => {
    reportRemoteProblem({ remote: 'wheel', kind: 'render', build: 'b9' });
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    // A reload: a fresh copy of the module (its HTTP client, loaded on demand, is still the spied one),
    // the same tab's storage.
    let again!: typeof import('./report-remote-problem');
    jest.isolateModules(() => {
      again = jest.requireActual('./report-remote-problem');
    });
    again.reportRemoteProblem({ remote: 'wheel', kind: 'render', build: 'b9' });
    again.reportRemoteProblem({ remote: 'wheel', kind: 'load', build: 'b9' });
    await flush();
    await flush();
    expect(post.mock.calls.map(([, body]) => (body as { kind: string }).kind)).toEqual([
      'render',
      'load',
    ]);
  });

  it('never throws, even when the post fails', async () => {
    post.mockRejectedValue(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => reportRemoteProblem({ remote: 'team', kind: 'load' })).not.toThrow();
    await flush();
    await flush();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clips the fields to the API bounds and takes the current path by default', () => {
    const body = clientEventBody(
      {
        remote: 'orders',
        kind: 'render',
        message: 'x'.repeat(2_000),
        needs: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, '^1.0.0'])),
      },
      CLIENT_EVENT_LIMITS,
    );
    expect(body.message).toHaveLength(500);
    expect(Object.keys(body.needs ?? {})).toHaveLength(10);
    expect(body.page).toBe(location.pathname);
  });
});
