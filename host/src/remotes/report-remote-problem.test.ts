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
      { ignoreUnauthorized: true },
    );
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
    const body = clientEventBody({
      remote: 'orders',
      kind: 'render',
      message: 'x'.repeat(2_000),
      needs: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, '^1.0.0'])),
    });
    expect(body.message).toHaveLength(500);
    expect(Object.keys(body.needs ?? {})).toHaveLength(10);
    expect(body.page).toBe(location.pathname);
  });
});
