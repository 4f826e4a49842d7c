import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addTranslations } from '@wolvo/shared/i18n';
import { renderWithProviders } from '@wolvo/shared/testing';
import { shellTranslations } from '../i18n/shell-all-languages';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailableError } from './remote-errors';

jest.mock('./load-remote', () => ({
  resetRemote: jest.fn().mockResolvedValue(undefined),
  remoteBuild: () => 'b1',
}));
const { resetRemote } = jest.requireMock<{ resetRemote: jest.Mock }>('./load-remote');
jest.mock('./report-remote-problem', () => ({ reportRemoteProblem: jest.fn() }));
const { reportRemoteProblem } = jest.requireMock<{ reportRemoteProblem: jest.Mock }>(
  './report-remote-problem',
);

let shouldThrow = true;
function FlakyPage() {
  if (shouldThrow) throw new Error('remote page crashed');
  return <p>remote page</p>;
}

function Thrower({ error }: { error: Error }): never {
  throw error;
}

function Shell({ error }: { error?: Error }) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button onClick={() => setClicks((c) => c + 1)}>header button {clicks}</button>
      <RemoteBoundary remote="finance">
        {error ? <Thrower error={error} /> : <FlakyPage />}
      </RemoteBoundary>
    </>
  );
}

beforeAll(() => addTranslations('shell', shellTranslations));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('remote boundary', () => {
  it('contains a crashing remote page and recovers with Retry', async () => {
    shouldThrow = true;
    reportRemoteProblem.mockClear();
    renderWithProviders(<Shell />);
    // The fallback is a chunk of its own, loaded on the first failure.
    expect(await screen.findByText('The “Finance” section is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong in this section.')).toBeInTheDocument();
    expect(reportRemoteProblem).toHaveBeenCalledWith({
      remote: 'finance',
      kind: 'render',
      build: 'b1',
      message: 'Error: remote page crashed',
    });
    // The rest of the shell keeps working.
    await userEvent.click(screen.getByRole('button', { name: 'header button 0' }));
    expect(screen.getByRole('button', { name: 'header button 1' })).toBeInTheDocument();

    shouldThrow = false;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('remote page')).toBeInTheDocument();
  });

  it('explains a remote that timed out (the loader has reported it)', async () => {
    reportRemoteProblem.mockClear();
    renderWithProviders(<Shell error={new RemoteUnavailableError('finance', 'timeout')} />);
    expect(
      await screen.findByText('This section is taking too long to respond.'),
    ).toBeInTheDocument();
    expect(reportRemoteProblem).not.toHaveBeenCalled();
  });

  it('says a remote built for other versions is being updated, with Retry', async () => {
    renderWithProviders(<Shell error={new RemoteUnavailableError('finance', 'skew')} />);
    expect(await screen.findByText('The “Finance” section is being updated')).toBeInTheDocument();
    expect(
      screen.getByText('Try again in a few moments; the rest of the app keeps working.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('moving to a remote that fails shows its fallback without retrying it; moving on retries', async () => {
    resetRemote.mockClear();
    const failure = new RemoteUnavailableError('finance', 'offline');
    const { rerender } = renderWithProviders(
      <RemoteBoundary remote="orders" resetKey="/fr/client/home">
        <p>orders page</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('orders page')).toBeInTheDocument();
    // One boundary serves every remote: the move changes its props and fails in the same update.
    rerender(
      <RemoteBoundary remote="finance" resetKey="/fr/client/finance/refund">
        <Thrower error={failure} />
      </RemoteBoundary>,
    );
    expect(await screen.findByText('The “Finance” section is unavailable')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(resetRemote).not.toHaveBeenCalled();
    // Moving on from the shown fallback gives the remote a fresh chance.
    rerender(
      <RemoteBoundary remote="team" resetKey="/fr/client/team">
        <p>team page</p>
      </RemoteBoundary>,
    );
    expect(await screen.findByText('team page')).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledTimes(1);
  });
});
