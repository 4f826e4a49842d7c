import { PaymentHistoryScreen } from '../../components/payment-history/payment-history-screen';

/** Payment history (client area, `finance/payment-history`): the client's own bills. */
export default function PaymentHistoryPage() {
  return <PaymentHistoryScreen staff={false} />;
}
