export function roleChecks(
  root: string,
  allowed?: [file: string, code: string][],
): { found: { file: string; line: number; code: string }[]; stale: { file: string; code: string }[] };
