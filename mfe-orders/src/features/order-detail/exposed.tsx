import type { OrderDetailProps } from '@wolvo/shared/contracts';
import { registerOrdersTranslations } from '../../i18n/translations';
import { OrderDetail } from './order-detail';

// The host may load `./OrderDetail` before `./routes`: the namespace must be there either way.
registerOrdersTranslations();

/** `./OrderDetail` of mfe-orders: the order detail modal's content. */
export default function ExposedOrderDetail(props: OrderDetailProps) {
  return <OrderDetail {...props} />;
}
