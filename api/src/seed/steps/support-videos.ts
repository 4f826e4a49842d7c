import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { iso, type SeedContext } from '../seed-context';

/** The support page's videos, in the three languages. */
export function supportVideosOf({ start }: SeedContext) {
  const videos: Insertable<Database['supportVideos']>[] = [
    ['Créer votre première commande', 'fr'],
    ['Importer des commandes depuis Excel', 'fr'],
    ['Imprimer les bordereaux et le manifeste', 'fr'],
    ['Suivre vos paiements', 'fr'],
    ['Creating your first order', 'en'],
    ['كيفية إنشاء طلبية', 'ar'],
  ].map(([title, language], i) => ({
    id: i + 1,
    title,
    description: null,
    url: `https://videos.wolvo.tn/support/${i + 1}.mp4`,
    language,
    position: i + 1,
    createdAt: iso(start),
  }));
  return videos;
}
