import { crash } from '../crash/en';
import { remote } from '../remote/en';
import type { ShellPublicTexts } from './fr';

/** English texts of the shell shown first on the public pages (`shell` namespace). */
export const en: ShellPublicTexts = { crash, remote };
