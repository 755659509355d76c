import { config } from '../../config';
import { runMigrations } from '../migrate';
import { openConfiguredDatabase } from '../open-configured';
import { seed } from './index';

const handle = await openConfiguredDatabase();
try {
  await runMigrations(handle);
  const { images } = await seed(handle, config().mediaDir);
  console.log(`seed applied (${handle.kind}); ${images} image files rendered`);
} finally {
  await handle.close();
}
