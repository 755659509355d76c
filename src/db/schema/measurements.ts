// Owned by the measurements domain (src/api/measurements).
import { index, jsonb, pgTable, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { oneOf } from './orders';
import { measurementGarments, measurementUnits } from '../../lib/measurements';

/** A shopper's named set of measurements for one garment ("Me", "Amma"), figures in millimetres. */
export const measurementProfiles = pgTable(
  'measurement_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    garment: text('garment', { enum: measurementGarments }).notNull(),
    /** The unit the shopper entered and wants to see; the figures are millimetres whatever it is. */
    unit: text('unit', { enum: measurementUnits }).notNull(),
    valuesMm: jsonb('values_mm').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('measurement_profiles_user_idx').on(t.userId, t.createdAt),
    check('measurement_profiles_garment_known', oneOf(t.garment, measurementGarments)),
    check('measurement_profiles_unit_known', oneOf(t.unit, measurementUnits)),
  ],
);
