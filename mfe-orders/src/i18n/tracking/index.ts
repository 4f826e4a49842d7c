import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

export type { TrackingTexts } from './fr';

/**
 * Texts of the recipient's public tracking page (`orders` namespace, `tracking.` keys), one module per
 * language: the public page loads only its own language (see `features/tracking/exposed.tsx`).
 */
export const trackingTexts = { fr, en, ar };
