import { start } from './src/server/start';

// One process: Next.js pages, the GraphQL gateway (HTTP + WebSocket), /healthz and /media.
start().catch((error: unknown) => {
  console.error('Silai could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
