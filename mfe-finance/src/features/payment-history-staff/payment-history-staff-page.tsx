import { PaymentHistoryScreen } from '../../components/payment-history/payment-history-screen';

/** Payment history (staff area, `finance/payment-history`): every client's bills, paid or cancelled here. */
export default function PaymentHistoryStaffPage() {
  return <PaymentHistoryScreen staff />;
}
