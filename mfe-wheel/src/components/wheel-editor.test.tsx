import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { addTranslations } from '@wolvo/shared/i18n';
import { pasteInto, renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../i18n/translations';
import { chancesOf, WheelEditor } from './wheel-editor';

addTranslations(NAMESPACE, translations);

describe('chancesOf', () => {
  it('gives each weight its share of the sum, and none to a weight the server would refuse', () => {
    expect(chancesOf([600, 300, 100], 'en')).toEqual(['60%', '30%', '10%']);
    expect(chancesOf([1, 2], 'en')).toEqual(['33.3%', '66.7%']);
    expect(chancesOf([500, 0, 1001, NaN], 'en')).toEqual(['100%', '0%', '0%', '0%']);
  });
});

describe('wheel editor', () => {
  it('sends the typed wheel and shows the server rules under the fields they name', async () => {
    const onSave = jest
      .fn()
      .mockRejectedValueOnce(
        new AxiosError('failed', '400', undefined, undefined, {
          status: 400,
          statusText: '',
          headers: {},
          config: { headers: new AxiosHeaders() },
          data: {
            statusCode: 400,
            message: ['items.1.probability: wheel.item.probability'],
            error: 'Bad Request',
          },
        }),
      )
      .mockResolvedValueOnce(undefined);
    renderWithProviders(<WheelEditor initial={null} onSave={onSave} onCancel={() => undefined} />);
    await pasteInto(screen.getByLabelText(/^Wheel name/), 'Spring');
    await pasteInto(screen.getByLabelText('Prize 1'), 'Ten off');
    await pasteInto(screen.getByLabelText('Prize 1 code'), '10');
    await pasteInto(screen.getByLabelText('Prize 2'), 'Gift');
    await pasteInto(screen.getByLabelText('Prize 2 code'), 'GIFT');
    await pasteInto(screen.getByLabelText('Prize 2 weight'), '300', { replace: true });
    expect(screen.getByText('Chance: 25%')).toBeInTheDocument();
    expect(screen.getByText('Chance: 75%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fortune wheel: Ten off, Gift' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Spring',
      active: true,
      items: [
        { title: 'Ten off', value: '10', probability: 100 },
        { title: 'Gift', value: 'GIFT', probability: 300 },
      ],
    });
    expect(
      await screen.findByText('The probability is a whole number from 1 to 1000.'),
    ).toBeInTheDocument();
    // Never fewer than 2 prizes, never more than 12.
    expect(screen.getByRole('button', { name: 'Remove prize 1' })).toBeDisabled();
    for (let i = 0; i < 10; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Add a prize' }));
    expect(screen.getByRole('button', { name: 'Add a prize' })).toBeDisabled();
  });
});
