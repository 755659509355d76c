// `npm run user:grant -- <phone> <role> [<phone> <role> …]`: the only way to make someone staff (designer or admin).
// Several pairs open the database once (the browser journeys' store grants all its staff in one start).
import { roles, type Role } from '../src/api/core/viewer';
import { grantRole } from '../src/api/identity';
import { runMigrations } from '../src/db/migrate';
import { openConfiguredDatabase } from '../src/db/open-configured';

const args = process.argv.slice(2);
const pairs: [string, Role][] = [];
for (let i = 0; i < args.length; i += 2) pairs.push([args[i]!, args[i + 1] as Role]);
const valid = (role: string | undefined) =>
  !!role && (roles as readonly string[]).includes(role) && role !== 'anonymous';
if (pairs.length === 0 || pairs.some(([phone, role]) => !phone || !valid(role))) {
  console.error('usage: npm run user:grant -- <phone> <customer|designer|admin> [<phone> <role> …]');
  process.exit(2);
}
const handle = await openConfiguredDatabase();
try {
  await runMigrations(handle);
  for (const [phone, role] of pairs) {
    const user = await grantRole(handle.db, phone, role);
    console.log(
      `${user.phone} now has roles: ${user.roles.join(', ')} (effective at their next sign-in or token refresh)`,
    );
  }
} finally {
  await handle.close();
}
