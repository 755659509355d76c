// Validates the settings before `npm start` spends a minute building: an invalid or, in live mode,
// missing setting stops here with the same message and exit code (78) as the server's own check.
import { ConfigError, parseConfig } from '../src/config';

try {
  parseConfig({ ...process.env, NODE_ENV: 'production' });
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(78); // EX_CONFIG
}
