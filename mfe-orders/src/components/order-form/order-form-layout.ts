/**
 * One field, or one row of fields, of the order form: `flags` is the can-open and fragile
 * checkboxes, `deliveryWindow` the from and to times, `parcelExtra` the caller's extra fields.
 */
export type OrderFormItem =
  | 'businessId'
  | 'source'
  | 'fullname'
  | 'phone1'
  | 'phone2'
  | 'email'
  | 'governorate'
  | 'delegation'
  | 'address'
  | 'postalCode'
  | 'merchandise'
  | 'parcelExtra'
  | 'quantity'
  | 'merchandisePrice'
  | 'price'
  | 'weight'
  | 'paymentType'
  | 'flags'
  | 'reference'
  | 'deliveryDate'
  | 'deliveryWindow'
  | 'note';

/** One titled block of the order form and the items it shows, in order. */
export interface OrderFormSection {
  section: 'company' | 'recipient' | 'parcel' | 'delivery';
  items: readonly OrderFormItem[];
}

/** The recipient block, the same on every order form. */
export const RECIPIENT_ITEMS: readonly OrderFormItem[] = [
  'fullname',
  'phone1',
  'phone2',
  'email',
  'governorate',
  'delegation',
  'address',
  'postalCode',
];

/** The fields of a new order (add order, add exchange). */
export const ADD_ORDER_LAYOUT: readonly OrderFormSection[] = [
  { section: 'company', items: ['businessId', 'source'] },
  { section: 'recipient', items: RECIPIENT_ITEMS },
  {
    section: 'parcel',
    items: [
      'merchandise',
      'parcelExtra',
      'quantity',
      'merchandisePrice',
      'price',
      'weight',
      'paymentType',
      'flags',
      'reference',
    ],
  },
  { section: 'delivery', items: ['deliveryDate', 'deliveryWindow', 'note'] },
];

/** The server's names of the fields an item shows an error under (none for the checkboxes). */
const SERVER_FIELDS: Record<OrderFormItem, readonly string[]> = {
  businessId: ['businessId'],
  source: ['source'],
  fullname: ['recipient.fullname'],
  phone1: ['recipient.phone1'],
  phone2: ['recipient.phone2'],
  email: ['recipient.email'],
  governorate: ['recipient.delegation'],
  delegation: ['recipient.city'],
  address: ['recipient.address'],
  postalCode: ['recipient.postalCode'],
  merchandise: ['merchandise'],
  parcelExtra: [],
  quantity: ['merchandiseQuantity'],
  merchandisePrice: ['merchandisePrice'],
  price: ['price'],
  weight: ['weight'],
  paymentType: ['paymentType'],
  flags: [],
  reference: ['reference'],
  deliveryDate: ['deliveryDate'],
  deliveryWindow: ['deliveryFrom', 'deliveryTo'],
  note: ['note'],
};

/**
 * The server's name of a form value: the one field of the item of that name, or the value's own name
 * (the delivery window's two times).
 */
export function serverFieldOf(value: string): string {
  const fields = (SERVER_FIELDS as Partial<Record<string, readonly string[]>>)[value];
  return fields?.length === 1 ? fields[0]! : value;
}

/** The server field names a layout shows under a field; a form lists errors on any other above it. */
export function serverFieldsOf(layout: readonly OrderFormSection[]): ReadonlySet<string> {
  return new Set(layout.flatMap(({ items }) => items.flatMap((item) => SERVER_FIELDS[item])));
}
