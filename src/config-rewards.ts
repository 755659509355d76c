import { z } from 'zod';
import { defaultRewardRules, type RewardRules } from './lib/rewards';

/** The reward points' settings (unset: the defaults of src/lib/rewards.ts), part of src/config.ts's schema. */
export const rewardSettings = {
  REWARDS_POINTS_PER_100_INR: z.coerce.number().int().min(0).max(100).default(defaultRewardRules.pointsPer100Inr),
  REWARDS_SIGNUP_BONUS: z.coerce.number().int().min(0).max(100_000).default(defaultRewardRules.signupBonus),
  REWARDS_MAX_REDEEM_PERCENT: z.coerce.number().int().min(0).max(100).default(defaultRewardRules.maxRedeemPercent),
  REWARDS_EXPIRY_MONTHS: z.coerce.number().int().min(1).max(120).default(defaultRewardRules.expiryMonths),
};

type RewardValues = { [K in keyof typeof rewardSettings]: number };

export const rewardRulesOf = (c: RewardValues): RewardRules => ({
  pointsPer100Inr: c.REWARDS_POINTS_PER_100_INR,
  signupBonus: c.REWARDS_SIGNUP_BONUS,
  maxRedeemPercent: c.REWARDS_MAX_REDEEM_PERCENT,
  expiryMonths: c.REWARDS_EXPIRY_MONTHS,
});
