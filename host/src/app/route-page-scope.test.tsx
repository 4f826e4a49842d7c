import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { pageStateStore, usePageState } from '@wolvo/shared/hooks';
import { RoutePageScope } from './route-page-scope';
import { sessionStore } from './session-store';

/** A page with a selection kept as page state, and a panel that unmounts part of it. */
function OrdersPage() {
  const [selected, setSelected] = usePageState<number[]>('selected', []);
  const [panelOpen, setPanelOpen] = useState(true);
  return (
    <div>
      <p>selected: {selected.join(',') || 'none'}</p>
      <button onClick={() => setSelected((s) => [...s, s.length + 1])}>select</button>
      <button onClick={() => setPanelOpen((o) => !o)}>toggle panel</button>
      {panelOpen && <SelectionBar />}
      <Link to="/fr/client/home">home</Link>
      <Link to="/en/client/orders">english</Link>
    </div>
  );
}

function SelectionBar() {
  const [selected] = usePageState<number[]>('selected', []);
  return <p>bar: {selected.length}</p>;
}

function HomePage() {
  return <Link to="/fr/client/orders">orders</Link>;
}

function renderShell() {
  return render(
    <MemoryRouter initialEntries={['/fr/client/orders']}>
      <RoutePageScope>
        <Routes>
          <Route path="/:lang/client/orders" element={<OrdersPage />} />
          <Route path="/:lang/client/home" element={<HomePage />} />
        </Routes>
      </RoutePageScope>
    </MemoryRouter>,
  );
}

describe('page state', () => {
  afterEach(() => act(() => pageStateStore.clear()));

  it('is gone after navigating to another page and back', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'select' }));
    await user.click(screen.getByRole('button', { name: 'select' }));
    expect(screen.getByText('selected: 1,2')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'home' }));
    await user.click(screen.getByRole('link', { name: 'orders' }));
    expect(screen.getByText('selected: none')).toBeInTheDocument();
    expect(screen.getByText('bar: 0')).toBeInTheDocument();
  });

  it('is shared by the components of a page and survives their remounts', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'select' }));
    expect(screen.getByText('bar: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'toggle panel' }));
    await user.click(screen.getByRole('button', { name: 'toggle panel' }));
    expect(screen.getByText('bar: 1')).toBeInTheDocument();
  });

  it('survives a language switch on the same page', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'select' }));
    await user.click(screen.getByRole('link', { name: 'english' }));
    expect(screen.getByText('selected: 1')).toBeInTheDocument();
  });

  it('is cleared on sign-out', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'select' }));
    act(() => sessionStore.signOut());
    expect(screen.getByText('selected: none')).toBeInTheDocument();
  });
});
