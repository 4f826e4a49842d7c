import type { AppConfig } from './config';
import type { Db, DialectName } from './db/database';

/** What every route plugin is given: the database, its engine, the configuration and the clock. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  config: AppConfig;
  /** The time of the rules that expire things (wheel links); tests move it, production leaves it unset. */
  clock?: () => Date;
}
