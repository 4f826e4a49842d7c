import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { addTranslations } from '@wolvo/shared/i18n';
import { lazyPage } from '@wolvo/shared/router';
import { renderWithProviders } from '@wolvo/shared/testing';
import { shellTranslations } from '../i18n/shell-all-languages';
import { firstPageStart, RemotePage } from './remote-view';

jest.mock('./load-remote', () => ({}));

function Page() {
  return <h1>Home</h1>;
}

/** A page whose code arrives when the test says so. */
function pageOnItsWay() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: typeof Page }>((resolve) => {
    arrive = () => resolve({ default: Page });
  });
  return { Component: lazyPage(() => code), arrive };
}

/** The page inside a Suspense boundary whose fallback counts how often it was shown. */
function renderPage(Component: ReturnType<typeof lazyPage>) {
  const fallback = jest.fn(() => <p>suspended</p>);
  const Fallback = fallback;
  renderWithProviders(
    <Suspense fallback={<Fallback />}>
      <RemotePage Component={Component} />
    </Suspense>,
  );
  return fallback;
}

beforeAll(() => addTranslations('shell', shellTranslations));
beforeEach(() => {
  firstPageStart.shown = false;
});

describe('a remote page at the start of a load', () => {
  it('shows the loading state while its code is on its way, then the page, without suspending', async () => {
    const { Component, arrive } = pageOnItsWay();
    const fallback = renderPage(Component);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    // A Suspense fallback would make React hold the page back by 300 ms once its code is in.
    expect(fallback).not.toHaveBeenCalled();
    expect(firstPageStart.shown).toBe(true);
  });

  it('renders a page whose code is in at once', async () => {
    const { Component, arrive } = pageOnItsWay();
    arrive();
    await act(() => Component.preload!());
    renderPage(Component);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('suspends as before once the first page has shown (a navigation keeps the current page)', async () => {
    firstPageStart.shown = true;
    const { Component, arrive } = pageOnItsWay();
    const fallback = renderPage(Component);
    expect(fallback).toHaveBeenCalled();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
