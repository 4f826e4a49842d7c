// Every host test starts with the six remotes' declarations in (src/testing/declared-pages.ts); a test of
// the declarations themselves resets them.
import { declareRemotePages } from './declared-pages';

beforeEach(() => declareRemotePages());
