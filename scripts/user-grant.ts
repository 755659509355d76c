// `npm run user:grant -- <phone> <role>`: the only way to make someone staff (designer or admin).
import { roles, type Role } from '../src/api/core/viewer';
import { grantRole } from '../src/api/identity';
import { runMigrations } from '../src/db/migrate';
import { openConfiguredDatabase } from '../src/db/open-configured';

const [phone, role] = process.argv.slice(2);
if (!phone || !role || !(roles as readonly string[]).includes(role) || role === 'anonymous') {
  console.error('usage: npm run user:grant -- <phone> <customer|designer|admin>');
  process.exit(2);
}
const handle = await openConfiguredDatabase();
try {
  await runMigrations(handle);
  const user = await grantRole(handle.db, phone, role as Role);
  console.log(
    `${user.phone} now has roles: ${user.roles.join(', ')} (effective at their next sign-in or token refresh)`,
  );
} finally {
  await handle.close();
}
