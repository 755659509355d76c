export function checkTables(root: string): string[];
export function domainsDoc(root: string): { text: string; problems: string[] };
