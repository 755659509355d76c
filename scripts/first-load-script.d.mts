export type PageScripts = { urls: string[]; skipped: string[]; inlineBytes: number; inlineCount: number };
export type FirstLoad = {
  path: string;
  html: string;
  scripts: { src: string; gzipBytes: number }[];
  skipped: string[];
  scriptGzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  inlineScriptBytes: number;
  inlineScriptCount: number;
};
export function pageScripts(html: string): PageScripts;
export function measureFirstLoad(
  base: string,
  pagePath: string,
  options?: { cookie?: string; cache?: Map<string, number> },
): Promise<FirstLoad>;
export function kB(bytes: number): number;
