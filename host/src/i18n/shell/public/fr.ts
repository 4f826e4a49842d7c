import { crash } from '../crash/fr';
import { remote } from '../remote/fr';

/** French texts of the shell shown first on the public pages (`shell` namespace). */
export const fr = { crash, remote };

/** The shape every language of the public pages' first shell texts follows. */
export type ShellPublicTexts = typeof fr;
