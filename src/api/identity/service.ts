import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import type { FieldError } from '../core/field-error';
import type { Role } from '../core/viewer';
import { tidyText } from '../../lib/text';
import { emailSchema, identityLimits, nameSchema, normalizePhone } from '../../lib/identity-rules';
import { isUuid } from '../core/ids';

// The store's users: found by id, their own profile, and the roles granted from the command line.

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  return (await db.select().from(users).where(eq(users.id, id)))[0] ?? null;
}

/** Several users at once (staff pages show who booked what); unknown ids are left out. */
export async function findUsers(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  const known = [...new Set(ids)].filter(isUuid);
  if (known.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, known));
}

export type UpdateProfileResult =
  { ok: true; user: UserRow; errors: [] } | { ok: false; user: null; errors: FieldError[] };

function nameError(input: unknown): FieldError {
  const tidy = typeof input === 'string' ? tidyText(input) : '';
  if (!tidy) return { field: 'name', code: 'required' };
  return { field: 'name', code: tidy.length > identityLimits.nameLength ? 'too-long' : 'invalid-characters' };
}

/** The signed-in shopper's name and optional email; what is wrong is told per field. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { name: string; email?: string | null },
): Promise<UpdateProfileResult> {
  const parsedName = nameSchema.safeParse(typeof input.name === 'string' ? input.name : '');
  // No email given (the profile's name form, where the e-mail is proved by a code elsewhere): kept as it is.
  const keepEmail = input.email === undefined;
  const parsedEmail = emailSchema.safeParse(keepEmail ? null : input.email);
  const errors: FieldError[] = [];
  if (!parsedName.success) errors.push(nameError(input.name));
  if (!parsedEmail.success) {
    errors.push({
      field: 'email',
      code:
        typeof input.email === 'string' && input.email.trim().length > identityLimits.emailLength
          ? 'too-long'
          : 'invalid',
    });
  }
  if (!parsedName.success || !parsedEmail.success) return { ok: false, user: null, errors };
  const [row] = await db
    .update(users)
    .set({
      name: parsedName.data,
      ...(keepEmail
        ? {}
        : {
            email: parsedEmail.data,
            // A different address is not proved until its code is confirmed (contact.ts); the same one stays proved.
            emailVerifiedAt: sql`case when lower(${users.email}) = lower(${parsedEmail.data}) then ${users.emailVerifiedAt} end`,
          }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  // A token outliving its user (never deleted today) is not something the shopper can fix.
  if (!row) throw new Error('updateProfile: the signed-in user does not exist');
  return { ok: true, user: row, errors: [] };
}

/** The shopper's display currency (checked by the currency domain before it asks); null when no such user. */
export async function setDisplayCurrency(db: Db, userId: string, code: string): Promise<UserRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db
    .update(users)
    .set({ displayCurrency: code, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** Staff roles come only from the command line (`npm run user:grant`), never from an API. */
export async function grantRole(db: Db, phoneInput: string, role: Role): Promise<UserRow> {
  const phone = normalizePhone(phoneInput);
  if (!phone) throw new Error(`not a valid phone number: ${phoneInput}`);
  if (role === 'anonymous') throw new Error('anonymous is not a role to grant');
  await db.insert(users).values({ phone }).onConflictDoNothing({ target: users.phone });
  const [row] = await db
    .update(users)
    .set({
      roles: sql`case when ${role}::text = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, ${role}::text) end`,
      updatedAt: new Date(),
    })
    .where(eq(users.phone, phone))
    .returning();
  return row!;
}
