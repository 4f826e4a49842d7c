import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { DAY, HOUR, iso, randomKey, type SeedContext } from '../seed-context';

/** A fortune wheel with items, URLs in every state and participants, and an inactive older wheel. */
export function wheelOf({ rnd, options, nowMs, person, phone }: SeedContext) {
  const wheelCreated = nowMs - 20 * DAY;
  const wheels: Insertable<Database['fortuneWheels']>[] = [
    {
      id: 1,
      clientId: 1,
      name: 'Roue du Ramadan',
      active: 1,
      createdAt: iso(wheelCreated),
      updatedAt: iso(wheelCreated),
    },
    {
      id: 2,
      clientId: 1,
      name: 'Soldes d’été',
      active: 0,
      createdAt: iso(wheelCreated - 60 * DAY),
      updatedAt: iso(wheelCreated - 30 * DAY),
    },
  ];
  const wheelItems: Insertable<Database['wheelItems']>[] = [
    ['Remise 10 %', '10%', 400],
    ['Livraison gratuite', 'FREE_SHIPPING', 250],
    ['Remise 20 %', '20%', 150],
    ['Cadeau surprise', 'GIFT', 100],
    ['Perdu', 'NONE', 90],
    ['Remise 50 %', '50%', 10],
  ].map(([title, value, probability], i) => ({
    id: i + 1,
    wheelId: 1,
    title: title as string,
    value: value as string,
    probability: probability as number,
  }));
  const wheelUrls: Insertable<Database['wheelUrls']>[] = [];
  const participants: Insertable<Database['wheelParticipants']>[] = [];
  for (let i = 0; i < 8; i++) {
    const created = wheelCreated + i * 2 * DAY;
    const urlId = `${(options.seed >>> 0).toString(16)}-${i}-${randomKey(rnd).slice(0, 12)}`;
    const used = i < 4 ? 1 : 0;
    wheelUrls.push({
      id: urlId,
      wheelId: 1,
      used,
      createdAt: iso(created),
      expiresAt: iso(created + 7 * DAY),
      deletedAt: i === 7 ? iso(created + DAY) : null,
    });
    if (used) {
      participants.push({
        id: participants.length + 1,
        wheelId: 1,
        urlId,
        visitorId: `visitor-${i}`,
        device: rnd.pick(['mobile', 'desktop']),
        browser: rnd.pick(['Chrome', 'Safari', 'Firefox']),
        wonItemId: rnd.int(1, wheelItems.length),
        hasPlayed: 1,
        expired: 0,
        fullname: person(),
        phone: phone(),
        createdAt: iso(created + HOUR),
      });
      // The prize as drawn, and the winner's address for the first three.
      const last = participants.at(-1)!;
      const won = wheelItems[(last.wonItemId as number) - 1]!;
      Object.assign(last, {
        wonTitle: won.title,
        wonValue: won.value,
        ...(i < 3 && {
          governorate: 'Tunis',
          delegation: 'La Marsa',
          address: `${i + 4} Rue des Jasmins`,
          detailsSavedAt: iso(created + HOUR + 5 * 60_000),
        }),
      });
    }
  }
  return { wheels, wheelItems, wheelUrls, participants };
}
