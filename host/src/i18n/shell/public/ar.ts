import { crash } from '../crash/ar';
import { remote } from '../remote/ar';
import type { ShellPublicTexts } from './fr';

/** Arabic texts of the shell shown first on the public pages (`shell` namespace). */
export const ar: ShellPublicTexts = { crash, remote };
