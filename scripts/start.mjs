// `npm start`: build when needed, then run the one process (it migrates and seeds on start).
import { spawn, spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';
import { storeEnv, storeNodeArgs } from './store-process.mjs';

// Settings first: a live store missing its settings is told so at once, not after the build.
const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-settings.ts'], { stdio: 'inherit' });
if (checked.status !== 0) process.exit(checked.status ?? 1);
await buildIfNeeded();
const child = spawn(process.execPath, storeNodeArgs, {
  stdio: 'inherit',
  env: storeEnv({ ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
