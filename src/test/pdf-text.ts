import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF shows in its standard fonts, in order: its content streams inflated, the hex
 * strings of their `TJ` arrays decoded (pdfkit writes WinAnsi bytes), words joined by a space per array.
 * Enough to read what an invoice says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const words = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'));
      out.push(words.join(''));
    }
  }
  return out.join('\n');
}
