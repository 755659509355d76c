export function checkDocs(root: string, docs?: (string | { path: string; text: string })[]): string[];
