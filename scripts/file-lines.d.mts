export declare const MAX_LINES: number;
export function longFiles(root: string, max?: number): { file: string; lines: number }[];
