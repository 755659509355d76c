import { z } from 'zod';

/** One of several store processes behind a load balancer (docs/DEPLOY.md): PostgreSQL and Redis are required. */
export const clusterSettings = {
  CLUSTER: z.enum(['true', 'false']).default('false'),
};

/** What cluster mode needs: every process must share the database, the events and the counts. */
export function clusterProblems(c: { DATABASE_URL?: string; REDIS_URL?: string }): string[] {
  const problems: string[] = [];
  if (!c.DATABASE_URL)
    problems.push('DATABASE_URL: cluster mode (CLUSTER=true) needs PostgreSQL shared by every store process');
  if (!c.REDIS_URL)
    problems.push(
      'REDIS_URL: cluster mode (CLUSTER=true) needs Redis for live updates and cache drops across processes',
    );
  return problems;
}
