import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { STREETS } from '../demo-catalog';
import { DAY, iso, type SeedContext } from '../seed-context';

/** Each sending client's pool of recipients (about one for three orders), by client index. */
export function recipientsOf(
  { rnd, start, options, phone, person, place }: SeedContext,
  clientCount: number,
  activeClients: ReadonlyArray<readonly [number, number]>,
) {
  const recipients: Insertable<Database['recipients']>[] = [];
  const clientRecipients: number[][] = Array.from({ length: clientCount }, (): number[] => []);
  const recipientCount = Math.max(60, Math.round(options.orders * 0.35));
  for (let i = 0; i < recipientCount; i++) {
    const clientIndex =
      i < activeClients.length ? activeClients[i][0] : rnd.weighted(activeClients);
    const { delegation, city } = place();
    const id = recipients.length + 1;
    const fullname = person();
    recipients.push({
      id,
      clientId: clientIndex + 1,
      fullname,
      email: rnd.chance(0.3) ? `${fullname.toLowerCase().replace(/[^a-z]+/g, '.')}@mail.tn` : null,
      phone1: phone(),
      phone2: rnd.chance(0.25) ? phone() : null,
      delegation,
      city,
      address: `${rnd.int(1, 200)} ${rnd.pick(STREETS)}`,
      postalCode: String(rnd.int(1000, 9299)),
      createdAt: iso(start - DAY),
    });
    clientRecipients[clientIndex].push(id);
  }
  return { recipients, clientRecipients };
}
