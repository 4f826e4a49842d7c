import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';

function Page() {
  return <h1>Page</h1>;
}

describe('a page loaded on demand that the shell can ask for ahead', () => {
  it('loads its chunk once, whether preloaded or rendered', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const prefetch = jest.fn();
    const LazyPage = lazyPage(load, prefetch);
    await LazyPage.preload?.();
    await LazyPage.preload?.();
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    LazyPage.prefetch?.();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without showing the fallback', async () => {
    const LazyPage = lazyPage(() => Promise.resolve({ default: Page }));
    await LazyPage.preload?.();
    const fallback = jest.fn(() => <p>loading</p>);
    const Fallback = fallback;
    act(() => {
      render(
        <Suspense fallback={<Fallback />}>
          <LazyPage />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows the fallback while a page that was not preloaded loads', async () => {
    const LazyPage = lazyPage(() => Promise.resolve({ default: Page }));
    expect(LazyPage.prefetch).toBeUndefined();
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });
});
