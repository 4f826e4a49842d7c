import type { DbOrTx } from '../../db/database';

/** Help videos of the support page in display order, of one language when given. */
export function listSupportVideos(db: DbOrTx, language?: string) {
  let query = db
    .selectFrom('supportVideos')
    .select(['id', 'title', 'description', 'url', 'language', 'position'])
    .orderBy('position');
  if (language) query = query.where('language', '=', language);
  return query.execute();
}
