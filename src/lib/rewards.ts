// The rewards rules both sides use: what an order earns, how much of it points may pay, when they lapse.

export type RewardRules = {
  /** Points earned per ₹100 of goods paid for, when the order is delivered. */
  pointsPer100Inr: number;
  /** Points a new account starts with (once). */
  signupBonus: number;
  /** The largest share of an order's goods that points may pay, in percent (1 point = ₹1). */
  maxRedeemPercent: number;
  /** Points lapse this many months after they were earned. */
  expiryMonths: number;
};

export const defaultRewardRules: RewardRules = {
  pointsPer100Inr: 1,
  signupBonus: 50,
  maxRedeemPercent: 20,
  expiryMonths: 12,
};

/** One point pays one rupee (100 paise). */
export const paisePerPoint = 100;

/** Days ahead in which lapsing points are shown as "expiring soon". */
export const expiringSoonDays = 30;

/** The most points an order with these goods may use: a share of the goods, in whole rupees. */
export function redeemCap(goodsMinor: number, rules: RewardRules): number {
  return Math.max(0, Math.floor((goodsMinor * rules.maxRedeemPercent) / 100 / paisePerPoint));
}

/** Points an order earns for the goods paid for (goods less the points used on them). */
export function pointsEarnedFor(goodsPaidMinor: number, rules: RewardRules): number {
  return Math.max(0, Math.floor((goodsPaidMinor * rules.pointsPer100Inr) / (100 * 100)));
}

/** When points earned at `at` lapse. */
export function expiryOf(at: Date, rules: RewardRules): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() + rules.expiryMonths);
  return d;
}

export const rewardEntryKinds = ['SIGNUP', 'EARN', 'REDEEM', 'REVERSE', 'EXPIRE'] as const;
export type RewardEntryKind = (typeof rewardEntryKinds)[number];

/** Why a redemption is refused: checked in the browser and again on the server. */
export type RedeemProblem = 'POINTS_INVALID' | 'POINTS_OVER_BALANCE' | 'POINTS_OVER_CAP';

/** Checks an asked-for redemption against what is held and what the order allows. */
export function redeemProblem(points: number, held: number, cap: number): RedeemProblem | null {
  if (!Number.isInteger(points) || points < 0 || points > 1_000_000_000) return 'POINTS_INVALID';
  if (points > held) return 'POINTS_OVER_BALANCE';
  if (points > cap) return 'POINTS_OVER_CAP';
  return null;
}
