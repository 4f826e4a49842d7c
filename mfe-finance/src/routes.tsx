import { lazyPage } from '@wolvo/shared/router';
import { declaredRoute, type RemoteRoutesModule } from '@wolvo/shared/contracts';
import PAGES from './pages.json';
import { loadTexts } from './i18n/load-texts';

// Each page is its own chunk: the routes module stays tiny and heavy code loads with its page.
const PaymentCalendarPage = lazyPage(
  () => import('./features/payment-calendar/payment-calendar-page'),
);
const PartnerInvoicesPage = lazyPage(
  () => import('./features/partner-invoices/partner-invoices-page'),
);
const PaymentHistoryStaffPage = lazyPage(
  () => import('./features/payment-history-staff/payment-history-staff-page'),
);
const RefundPage = lazyPage(() => import('./features/refund/refund-page'));
const PaymentHistoryPage = lazyPage(
  () => import('./features/payment-history/payment-history-page'),
);

/** mfe-finance's `./routes`: the pages it contributes to the shell (paths relative to the area root). */
const routesModule: RemoteRoutesModule = {
  remote: 'finance',
  routes: [
    {
      ...declaredRoute(PAGES.financeCalendar),
      titleKey: 'finance:pages.payment-calendar.title',
      breadcrumbKeys: ['finance:section.finance', 'finance:pages.payment-calendar.title'],
      Component: PaymentCalendarPage,
    },
    {
      ...declaredRoute(PAGES.financePartnerInvoices),
      titleKey: 'finance:pages.partner-invoices.title',
      breadcrumbKeys: ['finance:section.finance', 'finance:pages.partner-invoices.title'],
      Component: PartnerInvoicesPage,
    },
    {
      ...declaredRoute(PAGES.financePaymentHistory),
      titleKey: 'finance:pages.payment-history-staff.title',
      breadcrumbKeys: ['finance:section.finance', 'finance:pages.payment-history-staff.title'],
      Component: PaymentHistoryStaffPage,
    },
    {
      ...declaredRoute(PAGES.financeRefund),
      titleKey: 'finance:pages.refund.title',
      breadcrumbKeys: ['finance:section.finance', 'finance:pages.refund.title'],
      Component: RefundPage,
    },
    {
      ...declaredRoute(PAGES.financePaymentHistoryClient),
      titleKey: 'finance:pages.payment-history.title',
      breadcrumbKeys: ['finance:section.finance', 'finance:pages.payment-history.title'],
      Component: PaymentHistoryPage,
    },
  ],
  // Only the page's language loads; the host waits for it before rendering the route.
  registerTranslations: loadTexts,
};

export default routesModule;
