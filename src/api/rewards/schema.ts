import { builder } from '../core/builder';
import { defaultRewardRules as defaultRules, rewardEntryKinds, type RewardRules } from '../../lib/rewards';
import { historyOf, maxHistoryPage, rewardsOf, type HistoryEntry, type HistoryPage, type RewardsView } from './service';

// The signed-in shopper's points: balance, what lapses soon, the history (each line with its order).

const RewardEntryKindEnum = builder.enumType('RewardEntryKind', { values: rewardEntryKinds });

const RewardRulesRef = builder.objectRef<RewardRules>('RewardRules').implement({
  description: 'How points are earned, used and lapse (1 point = ₹1).',
  fields: (t) => ({
    pointsPer100Inr: t.exposeInt('pointsPer100Inr'),
    signupBonus: t.exposeInt('signupBonus'),
    maxRedeemPercent: t.exposeInt('maxRedeemPercent'),
    expiryMonths: t.exposeInt('expiryMonths'),
  }),
});

const RewardsExpiring = builder.objectRef<{ points: number; on: Date }>('RewardsExpiring').implement({
  fields: (t) => ({
    points: t.exposeInt('points'),
    on: t.string({ description: 'When they lapse (ISO date-time).', resolve: (e) => e.on.toISOString() }),
  }),
});

const RewardEntry = builder.objectRef<HistoryEntry>('RewardEntry').implement({
  description: 'One line of the points ledger: positive adds, negative takes away.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => String(e.id) }),
    kind: t.field({ type: RewardEntryKindEnum, resolve: (e) => e.kind }),
    points: t.exposeInt('points'),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
    at: t.string({ resolve: (e) => e.at.toISOString() }),
    expiresAt: t.string({ nullable: true, resolve: (e) => e.expiresAt?.toISOString() ?? null }),
  }),
});

const RewardHistoryPage = builder.objectRef<HistoryPage>('RewardHistoryPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [RewardEntry], resolve: (p) => p.entries }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const Rewards = builder.objectRef<RewardsView & { userId: string }>('Rewards').implement({
  fields: (t) => ({
    balance: t.exposeInt('balance', { description: 'Points held now (never below zero).' }),
    expiringSoon: t.field({ type: RewardsExpiring, nullable: true, resolve: (r) => r.expiringSoon }),
    rules: t.field({ type: RewardRulesRef, resolve: (r) => r.rules }),
    history: t.field({
      type: RewardHistoryPage,
      description: `Newest first, at most ${maxHistoryPage} a page.`,
      args: { first: t.arg.int({ defaultValue: 20 }), after: t.arg.string() },
      resolve: (r, { first, after }, ctx) => historyOf(ctx.db, r.userId, first ?? 20, after ?? null),
    }),
  }),
});

builder.queryFields((t) => ({
  myRewards: t.authField({
    type: Rewards,
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => ({
      userId: ctx.viewer.userId,
      ...(await rewardsOf(ctx.db, ctx.viewer.userId, ctx.kit.now(), ctx.buying.rewards ?? defaultRules)),
    }),
  }),
}));
