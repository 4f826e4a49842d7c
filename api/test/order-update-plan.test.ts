import {
  checkOrderUpdate,
  planOrderUpdate,
  type StoredOrder,
  type StoredRecipient,
} from '../src/modules/orders/order-update-plan';

const recipient: StoredRecipient = {
  fullname: 'Sana Trabelsi',
  phone1: '22123456',
  phone2: null,
  email: null,
  address: '12 Rue de Marseille',
  postalCode: '1000',
  delegation: 'Tunis',
  city: 'Bab Bhar',
};
const order: StoredOrder = {
  businessId: 1,
  paymentType: 'CACHE',
  service: 'EXCHANGE',
  merchandise: 'Robe',
  merchandiseQuantity: 1,
  merchandisePrice: null,
  weightGrams: 500,
  exchangeOrderId: 7,
  returningOrderId: null,
  returningMerchandise: 'Robe rouge',
  price: 45_000,
  oldPrice: null,
  exchangeCost: 8_000,
  status: 'CREATED',
  subStatus: 'NONE',
  consoleLocation: null,
};

function plan(body: Parameters<typeof checkOrderUpdate>[0], staff = false) {
  const { checked, messages } = checkOrderUpdate(body, order, recipient);
  expect(messages).toEqual([]);
  return planOrderUpdate({ current: order, recipient, checked, exchangeCost: 8_000, staff });
}

describe('an order edit, planned without the database', () => {
  it('keeps the COD before a change as the old COD, and changes nothing else', () => {
    const { changes, recipientChanges, fieldsChanged, audited } = plan({ newPrice: 50_000 });
    expect(changes).toEqual({ price: 50_000, oldPrice: 45_000 });
    expect(recipientChanges).toEqual({});
    expect(fieldsChanged).toBe(true);
    // A merchant's edit leaves no audit lines; staff's would.
    expect(audited).toEqual([]);
  });

  it('switching to a plain delivery drops the exchange link, the returned goods and the exchange cost', () => {
    const { changes } = plan({ service: 'DELIVERY' });
    expect(changes).toEqual({
      service: 'DELIVERY',
      exchangeOrderId: null,
      returningMerchandise: null,
      exchangeCost: 0,
    });
  });

  it('a value equal to the stored one is no change', () => {
    const { changes, fieldsChanged, statusChange } = plan({ newPrice: 45_000, businessId: 1 });
    expect(changes).toEqual({});
    expect(fieldsChanged).toBe(false);
    expect(statusChange).toBeNull();
  });

  it("staff's status change and recipient edit are audited before and after", () => {
    const { audited, recipientChanges, statusChange } = plan(
      {
        newStatus: 'CONSOLE_TO_LOCATION',
        statusConsoleLocation: ' Hub Sfax ',
        recipient: { phone1: '55123456' },
      },
      true,
    );
    expect(recipientChanges).toEqual({ phone1: '55123456' });
    expect(statusChange).toEqual({
      mode: 'add',
      status: 'CONSOLE_TO_LOCATION',
      subStatus: 'NONE',
      location: 'Hub Sfax',
    });
    expect(audited).toEqual([
      { field: 'recipient.phone1', before: '22123456', after: '55123456' },
      { field: 'status', before: 'CREATED', after: 'CONSOLE_TO_LOCATION' },
      { field: 'consoleLocation', before: null, after: 'Hub Sfax' },
    ]);
  });

  it('names each broken edit rule by its field', () => {
    const messagesOf = (body: Parameters<typeof checkOrderUpdate>[0]) =>
      checkOrderUpdate(body, order, recipient).messages;
    expect(messagesOf({ newStatus: 'DELIVERED', replaceStatus: 'COLLECTED' })).toEqual([
      'replaceStatus: update-order.status-conflict',
    ]);
    expect(messagesOf({ newStatus: 'DELIVERED', nbStatusTries: 2 })).toEqual([
      'nbStatusTries: update-order.tries-need-transit',
    ]);
    expect(messagesOf({ newStatus: 'CONSOLE_IN_BOUND' })).toEqual([
      'statusConsoleLocation: field.required',
    ]);
    expect(messagesOf({ exchangeId: null })).toEqual(['exchangeId: field.required']);
  });

  it('counts tries into the transit status that names them', () => {
    const { checked } = checkOrderUpdate(
      { newStatus: 'IN_TRANSIT', nbStatusTries: 3 },
      order,
      recipient,
    );
    expect(checked.statusChange?.status).toBe('IN_TRANSIT_THIRD_TRY');
  });
});
