import { use } from 'react';
import type { OrderDetailProps } from '@wolvo/shared/contracts';
import { loadTexts } from '../../i18n/load-texts';
import { OrderDetail } from './order-detail';

// The host may load `./OrderDetail` before `./routes`: the namespace must be there either way, in the
// page's language only (the same chunk `./routes` loads).
const textsReady: Promise<void> = loadTexts();
// React's `use` reads this field: once the texts are in, the modal renders without suspending.
void textsReady.then(() => Object.assign(textsReady, { status: 'fulfilled' }));

/** `./OrderDetail` of mfe-orders: the order detail modal's content, rendered once its texts are in. */
export default function ExposedOrderDetail(props: OrderDetailProps) {
  use(textsReady);
  return <OrderDetail {...props} />;
}
