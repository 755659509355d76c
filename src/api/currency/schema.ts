import { rateScale } from '../../lib/currency';
import { announceCatalogueChange } from '../catalog';
import { builder } from '../core/builder';
import {
  adminRates,
  chooseDisplayCurrency,
  listRates,
  updateRate,
  type AdminRateRow,
  type ChoiceResult,
  type RateResult,
  type RateRow,
} from './service';

const CurrencyRate = builder.objectRef<RateRow>('CurrencyRate').implement({
  description: 'What one unit of a currency is worth in rupees, and the day that rate is of.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 4217.' }),
    inrPerUnit: t.float({
      description: 'Rupees for one unit, to 4 decimal places.',
      resolve: (r) => r.inrPerUnitScaled / rateScale,
    }),
    asOf: t.exposeString('asOf', { description: 'The calendar day the rate is of (YYYY-MM-DD).' }),
    version: t.exposeInt('version'),
  }),
});

const AdminCurrencyRate = builder.objectRef<AdminRateRow>('AdminCurrencyRate').implement({
  description: "A display currency's rate as the back office sees it: the public rate and who last changed it.",
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 4217.' }),
    inrPerUnit: t.float({ description: 'Rupees for one unit.', resolve: (r) => r.inrPerUnitScaled / rateScale }),
    asOf: t.exposeString('asOf', { description: 'The calendar day the rate is of (YYYY-MM-DD).' }),
    version: t.exposeInt('version', { description: 'Sent back with a change: an older one is refused (STALE).' }),
    updatedAt: t.string({ description: 'When it was last changed.', resolve: (r) => r.updatedAt.toISOString() }),
    updatedByName: t.exposeString('updatedByName', {
      nullable: true,
      description: 'The name (or phone) of the admin who last changed it; null for the starting rates.',
    }),
  }),
});

const CurrencyRefusalEnum = builder.enumType('CurrencyRefusal', {
  description:
    'UNKNOWN_CURRENCY: not a currency the store shows; INVALID_RATE: not a positive rate with at most 4 decimals; INVALID_DATE: not a day between 2000 and today; STALE: changed by someone else since you read it.',
  values: ['UNKNOWN_CURRENCY', 'INVALID_RATE', 'INVALID_DATE', 'STALE'] as const,
});

const CurrencyRatePayload = builder.objectRef<RateResult>('CurrencyRatePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    rate: t.field({ type: CurrencyRate, nullable: true, resolve: (r) => (r.ok ? r.rate : null) }),
    refusal: t.field({ type: CurrencyRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
  }),
});

const DisplayCurrencyPayload = builder.objectRef<ChoiceResult>('DisplayCurrencyPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    displayCurrency: t.string({ nullable: true, resolve: (r) => (r.ok ? r.code : null) }),
    refusal: t.field({ type: CurrencyRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
  }),
});

builder.queryFields((t) => ({
  currencyRates: t.field({
    type: [CurrencyRate],
    authScopes: { public: true },
    description: 'The rates prices may be shown at in other currencies (approximate: orders are charged in rupees).',
    resolve: (_r, _a, ctx) => listRates(ctx.db),
  }),
  adminCurrencyRates: t.authField({
    type: [AdminCurrencyRate],
    authScopes: { admin: true },
    description: 'Admins: every display currency with its rate, its day and who changed it last.',
    resolve: (_r, _a, ctx) => adminRates(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  setDisplayCurrency: t.authField({
    type: DisplayCurrencyPayload,
    authScopes: { signedIn: true },
    description: "The signed-in shopper's display currency, kept on the account (prices are still charged in rupees).",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, { code }, ctx) => chooseDisplayCurrency(ctx.db, ctx.viewer.userId, code),
  }),
  updateCurrencyRate: t.authField({
    type: CurrencyRatePayload,
    authScopes: { admin: true },
    description: 'Admins: a new rate for one display currency and the day it is of; audited.',
    args: {
      code: t.arg.string({ required: true }),
      inrPerUnit: t.arg.float({ required: true }),
      asOf: t.arg.string({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
    },
    resolve: async (_r, args, ctx) => {
      const result = await updateRate(ctx.db, ctx.viewer, args, new Date());
      // The rates are a cached storefront read: dropped with the catalogue's answers.
      if (result.ok) await announceCatalogueChange(ctx);
      return result;
    },
  }),
}));
