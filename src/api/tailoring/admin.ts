import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Localized } from '../../db/schema/localized';
import { tailoringOptionGroups, tailoringOptions, tailoringServices } from '../../db/schema/tailoring';
import {
  adminTextLimits,
  positionProblem,
  priceProblem,
  textsProblem,
  tidyTexts,
  type AdminTexts,
} from '../../lib/catalogue-admin';
import { tailoringLimits } from '../../lib/tailoring';
import { staffTrail } from '../audit';
import { productsByIds } from '../catalog';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { refusingDuplicates } from '../core/unique';
import { versionedRows, type Desk } from '../core/versioned-save';
import type { AdminViewer } from '../core/viewer';

// The back office's edits of the services' option groups and options. Orders already placed are not
// touched: each tailoring line keeps its options' names and prices as they were (`options` snapshot in
// order_tailoring_lines, the price in order_items), so a new price applies to new orders only.

type OptionRefusal =
  | 'NOT_FOUND'
  | 'STALE'
  | 'EMPTY_NAME'
  | 'TOO_LONG'
  | 'INVALID_TEXT'
  | 'INVALID_POSITION'
  | 'NEGATIVE_PRICE'
  | 'INVALID_PRICE'
  | 'INVALID_CODE'
  | 'DUPLICATE_CODE'
  | 'DUPLICATE_NAME'
  | 'LAST_REQUIRED_OPTION';
export type OptionResult = { ok: true; id: number } | { ok: false; refusal: OptionRefusal };

type GroupRow = typeof tailoringOptionGroups.$inferSelect;
type OptionRow = typeof tailoringOptions.$inferSelect;
export type AdminGroup = GroupRow & { options: OptionRow[] };
export type AdminService = { productId: number; slug: string; name: Localized; groups: AdminGroup[] };

export type GroupInput = { id: number; expectedVersion: number; name: AdminTexts; required: boolean; position: number };
export type OptionInput = {
  id: number | null;
  groupId: number | null;
  expectedVersion: number | null;
  code: string | null;
  name: AdminTexts;
  priceMinor: number;
  position: number;
  active: boolean;
};

/** Every service with all its groups and options, inactive ones included. */
export async function adminServices(db: Db): Promise<AdminService[]> {
  const services = await db.select().from(tailoringServices).orderBy(asc(tailoringServices.serviceProductId));
  const groups = await db
    .select()
    .from(tailoringOptionGroups)
    .orderBy(asc(tailoringOptionGroups.position), asc(tailoringOptionGroups.id));
  const options = await db
    .select()
    .from(tailoringOptions)
    .orderBy(asc(tailoringOptions.position), asc(tailoringOptions.id));
  const products = await productsByIds(
    db,
    services.map((s) => s.serviceProductId),
    { activeOnly: false },
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  return services.flatMap((s) => {
    const p = byId.get(s.serviceProductId);
    if (!p) return [];
    const own = groups.filter((g) => g.serviceProductId === s.serviceProductId);
    return [
      {
        productId: p.id,
        slug: p.slug,
        name: p.name,
        groups: own.map((g) => ({ ...g, options: options.filter((o) => o.groupId === g.id) })),
      },
    ];
  });
}

// Each save is versioned and audited (`versionedRows`): of two admins editing one row, the second is refused STALE.
const groupDesk: Desk<typeof tailoringOptionGroups> = {
  table: tailoringOptionGroups,
  entity: 'tailoring_option_group',
  fields: (g) => ({ name: g.name, required: g.required, position: g.position }),
};
const optionDesk: Desk<typeof tailoringOptions> = {
  table: tailoringOptions,
  entity: 'tailoring_option',
  fields: (o) => ({ code: o.code, name: o.name, priceMinor: o.priceMinor, position: o.position, active: o.active }),
};

function answer(result: { id: number } | Refused<OptionRefusal>): OptionResult {
  return result instanceof Refused ? { ok: false, refusal: result.answer } : { ok: true, id: result.id };
}

export async function saveOptionGroup(
  db: Db,
  viewer: AdminViewer,
  input: GroupInput,
  now: Date,
): Promise<OptionResult> {
  return answer(
    await inTransaction(db, async (tx, refuse: Refuse<OptionRefusal>) => {
      const problem = textsProblem(input.name, adminTextLimits.name) ?? positionProblem(input.position);
      if (problem) refuse(problem);
      const rows = versionedRows(groupDesk, tx, refuse, staffTrail(tx, viewer, now));
      const saved = await rows.update(await rows.current(input.id, input.expectedVersion), {
        name: tidyTexts(input.name),
        required: input.required,
        position: input.position,
      });
      if (saved.required && (await activeCount(tx, saved.id)) === 0) refuse('LAST_REQUIRED_OPTION');
      return { id: saved.id };
    }),
  );
}

async function activeCount(tx: Db, groupId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tailoringOptions)
    .where(and(eq(tailoringOptions.groupId, groupId), eq(tailoringOptions.active, true)));
  return row?.n ?? 0;
}

/** Creates an option in a group (with a code new to its service) or edits one; a price is never below 0. */
export async function saveOption(db: Db, viewer: AdminViewer, input: OptionInput, now: Date): Promise<OptionResult> {
  return answer(
    await refusingDuplicates(
      inTransaction(db, async (tx, refuse: Refuse<OptionRefusal>) => {
        const problem =
          textsProblem(input.name, adminTextLimits.name) ??
          priceProblem(input.priceMinor) ??
          positionProblem(input.position);
        if (problem) refuse(problem);
        const rows = versionedRows(optionDesk, tx, refuse, staffTrail(tx, viewer, now));
        const current = input.id === null ? null : await rows.current(input.id, input.expectedVersion, { lock: true });
        const groupId = current?.groupId ?? input.groupId ?? -1;
        // The group's row is locked: two admins adding options to it are put one after the other.
        const [group] = await tx
          .select()
          .from(tailoringOptionGroups)
          .where(eq(tailoringOptionGroups.id, groupId))
          .for('update');
        if (!group) refuse('NOT_FOUND');
        const name = tidyTexts(input.name);
        const siblings = await tx
          .select({ name: tailoringOptions.name })
          .from(tailoringOptions)
          .where(
            current
              ? and(eq(tailoringOptions.groupId, group.id), ne(tailoringOptions.id, current.id))
              : eq(tailoringOptions.groupId, group.id),
          );
        if (siblings.some((s) => s.name.en.toLowerCase() === name.en.toLowerCase())) refuse('DUPLICATE_NAME');
        const fields = { name, priceMinor: input.priceMinor, position: input.position, active: input.active };
        let saved: OptionRow;
        if (current) saved = await rows.update(current, fields);
        else {
          const code = input.code ?? '';
          if (!tailoringLimits.codePattern.test(code)) refuse('INVALID_CODE');
          const [taken] = await tx
            .select({ id: tailoringOptions.id })
            .from(tailoringOptions)
            .where(and(eq(tailoringOptions.serviceProductId, group.serviceProductId), eq(tailoringOptions.code, code)));
          if (taken) refuse('DUPLICATE_CODE');
          // A new option shows its group's first drawing until the store draws its own.
          const [first] = await tx
            .select({ picture: tailoringOptions.picture })
            .from(tailoringOptions)
            .where(eq(tailoringOptions.groupId, group.id))
            .orderBy(asc(tailoringOptions.position))
            .limit(1);
          saved = await rows.create({
            ...fields,
            groupId: group.id,
            serviceProductId: group.serviceProductId,
            code,
            picture: first?.picture ?? 'neck-round',
          });
        }
        if (group.required && (await activeCount(tx, group.id)) === 0) refuse('LAST_REQUIRED_OPTION');
        return { id: saved.id };
      }),
      'DUPLICATE_CODE',
    ),
  );
}
