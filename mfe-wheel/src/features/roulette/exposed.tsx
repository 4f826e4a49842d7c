import { addTranslations } from '@wolvo/shared/i18n';
import { NAMESPACE } from '../../i18n/namespace';
import { rouletteTranslations } from '../../i18n/roulette';

// `./RoulettePage`: the page a wheel link opens on a customer's phone, rendered by the host without its
// router and shell. Only its own texts register here, not every text of mfe-wheel.
addTranslations(NAMESPACE, rouletteTranslations);

export { default } from './roulette-page';
