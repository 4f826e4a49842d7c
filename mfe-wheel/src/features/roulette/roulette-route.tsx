import { PublicPageRoute } from '@wolvo/shared/router';
import RoulettePage from './roulette-page';

/** The roulette page inside the shell's router (`/{lang}/roulette/:id`). */
export default function RouletteRoute() {
  return <PublicPageRoute page={RoulettePage} idParam="id" />;
}
