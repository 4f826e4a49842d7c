import { addTranslations } from '@wolvo/shared/i18n';
import { NAMESPACE, translations } from '../../i18n/translations';

// `./RoulettePage`: the page a wheel link opens on a customer's phone, rendered by the host without its
// router and shell.
addTranslations(NAMESPACE, translations);

export { default } from './roulette-page';
