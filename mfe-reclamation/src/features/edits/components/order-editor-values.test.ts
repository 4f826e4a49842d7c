import type { OrderDetailDto } from '@wolvo/shared/contracts';
import { bodyOf, valuesOf } from './order-editor-values';
import { NO_STATUS_CHOICE } from './status-editor';

const ORDER = {
  id: 12,
  service: 'DELIVERY',
  paymentType: 'CACHE',
  price: 45_000,
  merchandise: 'Robe',
  merchandiseQuantity: 1,
  business: { id: 3, name: 'Zitouna Mode' },
  recipient: {
    fullname: 'Sarra Ben Salah',
    phone1: '22123456',
    phone2: '98765432',
    delegation: 'Tunis',
    city: 'La Marsa',
    address: '12 Rue de la Liberté',
  },
  exchangedOrder: null,
} as unknown as OrderDetailDto;

const initial = valuesOf(ORDER);
const edit = (changes: Partial<typeof initial>) =>
  bodyOf(ORDER, initial, { ...initial, ...changes }, NO_STATUS_CHOICE);

describe('the order editor body', () => {
  it('sends only the id when nothing changed, and the same price typed again is no change', () => {
    expect(edit({})).toEqual({ body: { id: 12 }, errors: {} });
    expect(edit({ newPrice: '45' })).toEqual({ body: { id: 12 }, errors: {} });
  });

  it('sends a new price in millimes, a cleared second phone as null, and only the recipient fields changed', () => {
    expect(edit({ newPrice: '47,5', phone2: '', city: 'Carthage' })).toEqual({
      body: { id: 12, newPrice: 47_500, recipient: { phone2: null, city: 'Carthage' } },
      errors: {},
    });
  });

  it('names the fields typed wrong and sends none of them', () => {
    expect(
      edit({ newPrice: 'abc', merchandiseQuantity: '0', service: 'EXCHANGE', exchangeId: '0x1' }),
    ).toEqual({
      body: { id: 12, service: 'EXCHANGE' },
      errors: {
        newPrice: 'number.invalid',
        merchandiseQuantity: 'number.invalid',
        exchangeId: 'number.invalid',
      },
    });
  });
});
