import {
  TRACKING_CHOICE_DAYS,
  TRACKING_FINAL_STAGES,
  TRACKING_MESSAGES,
  TRACKING_NOTE_MAX,
  tryCountOf,
  type OrderStatus,
  type TrackingChoice,
  type TrackingChoiceBody,
  type TrackingStage,
  type TrackingStep,
  type TrackingView,
} from '@wolvo/shared/contracts';
import { placeNamesIn } from '@wolvo/shared/geo';
import { requestDayIn } from '@wolvo/shared/ui/format';
import { isUniqueViolation, nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http-error';
import { notifyClient } from '../notifications/notify';
import { orderIdOfTrackingToken, type TrackingSettings } from '../slips/tracking';
import { recordOrderEvent } from '../webhooks/webhooks.service';
import {
  findLastMovement,
  findLatestChoice,
  findTrackedOrder,
  hasChoiceOn,
  insertChoiceMovement,
  insertRecipientChoice,
  listMovementStatuses,
} from './tracking.repository';

/** Where each status puts the parcel on the recipient's timeline. */
export function stageOfStatus(status: string): TrackingStage {
  switch (status as OrderStatus) {
    case 'COLLECTED':
      return 'PICKED_UP';
    case 'CONSOLE_TO_LOCATION':
    case 'CONSOLE_IN_BOUND':
      return 'AT_HUB';
    case 'IN_TRANSIT':
    case 'IN_TRANSIT_SECOND_TRY':
    case 'IN_TRANSIT_THIRD_TRY':
    case 'IN_TRANSIT_N_TRY':
    case 'RETURNED_TRY_ISSUE':
      return 'OUT_FOR_DELIVERY';
    case 'DELIVERED':
    case 'PAID_TO_WOLVO':
    case 'PAID_TO_SENDER':
      return 'DELIVERED';
    case 'RECIPIENT_NOT_SERIOUS':
    case 'RETURN_TO_SENDER':
    case 'IN_TRANSIT_TO_SENDER':
      return 'RETURNING';
    case 'DELIVERED_TO_SENDER':
    case 'RETURN_BILLED_TO_SENDER':
      return 'RETURNED';
    case 'CANCELLED':
    case 'API_ORDER_CANCELLED':
      return 'CANCELLED';
    // Lost or damaged, refunded to the merchant: nothing more will happen to this parcel.
    case 'REFUNDED':
      return 'CLOSED';
    default:
      return 'CREATED';
  }
}

const FORWARD: readonly TrackingStage[] = [
  'CREATED',
  'PICKED_UP',
  'AT_HUB',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
];

/**
 * The timeline from the order's movements (oldest first): the forward path with the day each stage
 * was first reached, ending on the way back, cancelled or closed when the parcel took that turn.
 */
export function timelineOf(
  createdAt: string,
  movements: Array<{ status: string; createdAt: string }>,
): { stage: TrackingStage; steps: TrackingStep[]; tryNumber: number | null } {
  const reached = new Map<TrackingStage, string>([['CREATED', createdAt]]);
  let stage: TrackingStage = 'CREATED';
  let tryNumber: number | null = null;
  for (const m of movements) {
    stage = stageOfStatus(m.status);
    if (!reached.has(stage)) reached.set(stage, m.createdAt);
    tryNumber = tryCountOf(m.status) ?? tryNumber;
  }
  const at = (s: TrackingStage) => reached.get(s) ?? null;
  // Still on the way (or delivered): the whole forward path, the stages ahead without a date.
  // Turned back, cancelled or closed: the stages it went through, then where it ended.
  const steps: TrackingStep[] = FORWARD.includes(stage)
    ? FORWARD.map((s) => ({ stage: s, at: at(s) }))
    : [...FORWARD.slice(0, 4), 'RETURNING' as const, stage]
        .filter((s, i, all) => reached.has(s) && all.indexOf(s) === i)
        .map((s) => ({ stage: s, at: at(s) }));
  return { stage, steps, tryNumber: stage === 'OUT_FOR_DELIVERY' ? tryNumber : null };
}

// Tunisia is UTC+1 all year; the recipient's "today" is the Tunis calendar day.
export const tunisDateOf = (at: Date) => requestDayIn(at, 'Africa/Tunis');

/**
 * The next `count` working days after `today` (YYYY-MM-DD). Couriers work Monday to Saturday; Sunday
 * is the weekly day off, so it is never offered.
 */
export function nextWorkingDays(today: string, count: number): string[] {
  const days: string[] = [];
  const date = new Date(`${today}T12:00:00Z`);
  while (days.length < count) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The expected delivery window: the recipient's chosen day while it is still ahead; else from the
 * stage: out for delivery today or the next working day, picked up or at the hub within two working
 * days, not yet picked up within three. Null once the journey is over.
 */
export function expectedWindow(
  stage: TrackingStage,
  today: string,
  chosenDay: string | null,
): { from: string; to: string } | null {
  if (TRACKING_FINAL_STAGES.includes(stage)) return null;
  if (chosenDay && chosenDay >= today) return { from: chosenDay, to: chosenDay };
  const ahead = nextWorkingDays(today, 3);
  if (stage === 'OUT_FOR_DELIVERY') return { from: today, to: ahead[0]! };
  if (stage === 'CREATED') return { from: ahead[0]!, to: ahead[2]! };
  return { from: ahead[0]!, to: ahead[1]! };
}

/** The order behind a token: unknown, forged and deleted all answer the same 404. */
async function orderOfToken(db: DbOrTx, token: string, settings: TrackingSettings) {
  const id = orderIdOfTrackingToken(token, settings);
  if (id === null) throw notFound(TRACKING_MESSAGES.notFound);
  const order = await findTrackedOrder(db, id);
  if (!order) throw notFound(TRACKING_MESSAGES.notFound);
  return order;
}

/** GET /v1/track/{token}: what the recipient may see of the parcel, and the days it may choose. */
export async function getTracking(
  db: Db,
  token: string,
  settings: TrackingSettings,
  now = new Date(),
): Promise<TrackingView> {
  const order = await orderOfToken(db, token, settings);
  const [movements, choice] = await Promise.all([
    listMovementStatuses(db, order.id),
    findLatestChoice(db, order.id),
  ]);
  const today = tunisDateOf(now);
  const { stage, steps, tryNumber } = timelineOf(order.createdAt, movements);
  const open = !TRACKING_FINAL_STAGES.includes(stage);
  const choseToday = choice?.madeOn === today;
  return {
    company: order.company,
    code: order.code,
    stage,
    tryNumber,
    steps,
    expected: expectedWindow(stage, today, choice?.kind === 'DAY' ? choice.day : null),
    // Delivered: what was paid; back to the seller, cancelled or closed: nothing is due any more.
    amountDue: open || stage === 'DELIVERED' ? Math.max(0, order.price) : 0,
    paymentType: order.paymentType === 'CHECK' ? 'CHECK' : 'CACHE',
    canOpen: Boolean(order.canOpen),
    fragile: Boolean(order.fragile),
    destination: {
      governorate: order.governorate,
      delegation: order.delegation,
      // Arabic readers get the place in Arabic; the page has no geography data of its own to look it up.
      arabic: placeNamesIn('ar', order.governorate, order.delegation),
    },
    choice: choice
      ? ({
          kind: choice.kind,
          day: choice.day,
          note: choice.note,
          at: choice.createdAt,
        } as TrackingChoice)
      : null,
    choiceDays: open && !choseToday ? nextWorkingDays(today, TRACKING_CHOICE_DAYS) : [],
  };
}

// Control characters (and the bidi overrides that could disguise a note) never reach the courier.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * POST /v1/track/{token}/choice: one choice per order and Tunis day, before the parcel is delivered or
 * returned. In one transaction: a movement with the order's current status carrying the choice (the
 * order's history shows it), the choice itself, and a notification to the merchant. Nothing else on the
 * order changes.
 */
export async function makeTrackingChoice(
  db: Db,
  token: string,
  body: TrackingChoiceBody,
  settings: TrackingSettings,
  now = new Date(),
): Promise<TrackingView> {
  const today = tunisDateOf(now);
  const note = body.note?.replace(UNSAFE_CHARS, ' ').trim() || null;
  if (note && note.length > TRACKING_NOTE_MAX)
    throw badRequest(`note: ${TRACKING_MESSAGES.noteTooLong}`);
  const offered = nextWorkingDays(today, TRACKING_CHOICE_DAYS);
  const day = body.kind === 'DAY' ? (body.day ?? '') : null;
  if (day !== null && !offered.includes(day))
    throw badRequest(`day: ${TRACKING_MESSAGES.dayInvalid}`);
  try {
    await db.transaction().execute(async (tx) => {
      const order = await orderOfToken(tx, token, settings);
      const last = await findLastMovement(tx, order.id);
      if (TRACKING_FINAL_STAGES.includes(stageOfStatus(order.status)))
        throw conflict(TRACKING_MESSAGES.closed);
      if (await hasChoiceOn(tx, order.id, today)) throw conflict(TRACKING_MESSAGES.alreadyMade);
      const at = nowIso();
      const movementId = await insertChoiceMovement(tx, {
        orderId: order.id,
        status: order.status,
        subStatus: last?.subStatus ?? 'NONE',
        alphaStatus: last?.alphaStatus ?? null,
        at,
      });
      await insertRecipientChoice(tx, {
        orderId: order.id,
        movementId,
        kind: body.kind,
        day,
        note,
        madeOn: today,
        createdAt: at,
      });
      await notifyClient(tx, order.clientId, 'RECIPIENT_CHOICE', order.id, null, at);
      await recordOrderEvent(tx, 'recipient.choice', order.id, at, () => ({
        choice: { kind: body.kind, day, note },
      }));
    });
  } catch (error) {
    // Two taps at once: the unique index on (order, day) lets one in.
    if (isUniqueViolation(error)) throw conflict(TRACKING_MESSAGES.alreadyMade);
    throw error;
  }
  return getTracking(db, token, settings, now);
}
