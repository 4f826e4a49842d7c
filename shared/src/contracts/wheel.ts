/**
 * Fortune wheel (spec sections 3, 4, 7): a merchant's wheel of prizes, single-use links its customers
 * play once on the public roulette page, and the participants.
 */

export * from './wheel-constants';

// The wire shapes (WheelDetail, WheelBody, WheelParticipant...) are TypeBox schemas in
// `@wolvo/shared/contracts/fortune-wheel`; their types come from them (`Static<>`), re-exported here.
export type {
  WheelItem,
  WheelItemInput,
  WheelSummary,
  WheelUrl,
  WheelDetail,
  WheelParticipant,
  WheelBody,
  WheelEditBody,
  WheelUrlVerification,
  WheelPreview,
  WheelPlayBody,
  WheelPlayResult,
  WheelSaveBody,
} from './fortune-wheel/schemas';

export { isWheelNoPrize, WHEEL_NO_PRIZE_VALUE } from './wheel-prize';
