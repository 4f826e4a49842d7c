// The order rules the API runs (api/test/order-add.test.ts imports this very `checkOrder`) and the order
// forms run on the body they would send.
import { checkOrder, checkOrderEdit, issueKeysByField } from './index';

const order = {
  businessId: 1,
  service: 'DELIVERY',
  recipient: {
    fullname: 'Amel Ben Salah',
    phone1: '22 123 456',
    delegation: 'tunis',
    city: 'la marsa',
    address: '12 rue de Marseille',
  },
  merchandise: 'Books',
  merchandiseQuantity: 1,
  price: 12_500,
  paymentType: 'CACHE',
};

describe('checkOrder', () => {
  it('accepts a complete order and normalises its places and phone', () => {
    const { errors, value } = checkOrder(order);
    expect(errors).toEqual([]);
    expect(value.recipient).toMatchObject({
      phone1: '22123456',
      delegation: 'Tunis',
      city: 'La Marsa',
    });
  });

  it('names each refused field as the request does, with the message key', () => {
    const { errors, issues } = checkOrder({
      ...order,
      businessId: null,
      price: Number.NaN,
      recipient: { ...order.recipient, phone1: '123', city: 'Nowhere' },
    });
    expect(errors).toEqual([
      'businessId: field.required',
      'recipient.phone1: phone.invalid',
      'recipient.city: delegation.invalid',
      'price: number.invalid',
    ]);
    // An unknown delegation says which ones were meant.
    expect(issues.find((i) => i.field === 'recipient.city')?.params).toMatchObject({
      governorate: 'Tunis',
    });
  });

  it('requires an exchange its original and what comes back', () => {
    expect(checkOrder({ ...order, service: 'EXCHANGE' }).errors).toEqual([
      'exchangeOrderId: field.required',
      'returningMerchandise: field.required',
    ]);
  });
});

describe('checkOrderEdit', () => {
  it('checks only the fields sent, under the update payload names', () => {
    const stored = { delegation: 'Tunis', city: 'La Marsa' };
    expect(checkOrderEdit({ newPrice: -1 }, stored).errors).toEqual(['newPrice: number.invalid']);
    // A delegation alone is checked against the stored governorate.
    expect(checkOrderEdit({ recipient: { city: 'Carthage' } }, stored).errors).toEqual([]);
    expect(checkOrderEdit({ recipient: { city: 'Sfax Ville' } }, stored).errors).toEqual([
      'recipient.city: delegation.invalid',
    ]);
  });
});

describe('issueKeysByField', () => {
  it('keeps the first key of each field', () => {
    expect(
      issueKeysByField([
        { field: 'price', key: 'number.invalid' },
        { field: 'price', key: 'field.required' },
        { field: 'recipient.phone1', key: 'phone.invalid' },
      ]),
    ).toEqual({ price: 'number.invalid', 'recipient.phone1': 'phone.invalid' });
  });
});
