import { PublicPageRoute } from '@wolvo/shared/router';
import TrackingPage from './tracking-page';

/** The tracking page inside the shell's router (`/{lang}/track/:token`). */
export default function TrackingRoute() {
  return <PublicPageRoute page={TrackingPage} idParam="token" />;
}
