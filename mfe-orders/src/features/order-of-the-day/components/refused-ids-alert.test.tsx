import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../../i18n/translations';
import { refusedIdsOf } from '../../../api/refused-ids';
import { makeAxiosError } from '@wolvo/shared/testing';
import { RefusedIdsAlert } from './refused-ids-alert';

registerOrdersTranslations();

// What POST /v1/order/delete-many answers when one id of the batch may not be deleted.
const conflict = makeAxiosError({
  status: 409,
  data: {
    statusCode: 409,
    error: 'Conflict',
    message: ['1042: order.already-collected', '77: order.not-found'],
  },
});

describe('refused ids alert', () => {
  it('lists each refused id with its reason, in English', async () => {
    const onClose = jest.fn();
    renderWithProviders(<RefusedIdsAlert refused={refusedIdsOf(conflict)} onClose={onClose} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No order was changed:');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'No. 1042: This order has already been collected!',
      'No. 77: Order not found!',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['fr', 'Aucune commande n’a été modifiée :', 'n° 1042 : Cette commande a déjà été ramassée !'],
    ['ar', 'لم يتم تغيير أي طلبية:', 'رقم 1042: تم استلام هذه الطلبية بالفعل!'],
  ] as const)('translates the title and the reasons in %s', (language, title, first) => {
    renderWithProviders(<RefusedIdsAlert refused={refusedIdsOf(conflict)} onClose={() => {}} />, {
      language,
    });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(first);
    // No raw key reaches the screen.
    expect(screen.getByRole('alert')).not.toHaveTextContent('order.');
  });

  it('shows nothing without a refused id, and ignores messages that name no id', () => {
    const failure = makeAxiosError({
      status: 403,
      data: { statusCode: 403, error: 'Forbidden', message: 'auth.forbidden' },
    });
    expect(refusedIdsOf(failure)).toEqual([]);
    const { container } = renderWithProviders(<RefusedIdsAlert refused={[]} onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
