import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { eventBus } from '@wolvo/shared/events';
import { session } from '@wolvo/shared/session';
import { renderWithProviders } from '@wolvo/shared/testing';
import { sessionStore } from '../../app/session-store';
import { makeToken, makeUser } from '../../testing/fixtures';
import { OrderModal, normaliseOrderId } from './order-modal';

jest.mock('../../remotes/remote-view', () => ({
  RemoteOrderDetail: ({ orderId, isStaff }: { orderId: string; isStaff: boolean }) => (
    <p>
      detail of {orderId} for {isStaff ? 'staff' : 'client'}
    </p>
  ),
}));

describe('order modal', () => {
  beforeEach(() => {
    window.localStorage.clear();
    session.save(makeToken(), makeUser('companyPersonnel'));
    sessionStore.reload();
  });

  it('normalises requested ids', () => {
    expect(normaliseOrderId(' 42 ')).toBe('42');
    expect(normaliseOrderId('')).toBeNull();
    expect(normaliseOrderId(null)).toBeNull();
  });

  it('opens 80vw with the order detail of the requested id', async () => {
    renderWithProviders(<OrderModal />, { wrapper: MemoryRouter });
    act(() => eventBus.publish('order-modal.requested', { orderId: '42' }));
    expect(await screen.findByText('detail of 42 for staff')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows an order.id.invalid toast and opens nothing without an id', async () => {
    renderWithProviders(<OrderModal />, { wrapper: MemoryRouter });
    act(() => eventBus.publish('order-modal.requested', { orderId: null }));
    expect(await screen.findByText('Invalid order ID!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/detail of/)).not.toBeInTheDocument();
  });
});
