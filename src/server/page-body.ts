import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { crc32 } from 'node:zlib';

// A kept page's body: captured from Next, cut at its nonce, and put back together (plain or gzip) per answer.

export type Entry = {
  status: number;
  headers: [string, string | string[]][];
  /** The body cut at every occurrence of the render's nonce; a fresh nonce goes between the parts. */
  parts: Buffer[];
  /** Each part compressed once, ending on a byte boundary (a sync flush), to be spliced per answer. */
  deflated: Buffer[];
  nonce: string;
  /** The product page's slug; null for pages that show many products (home, listings). */
  slug: string | null;
  /** The products the page links to (a card, a related product): the ones whose stars it shows. */
  shows: ReadonlySet<string>;
  bytes: number;
  expires: number;
};

export type Answer = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

export function split(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export function join(parts: Buffer[], nonce: string): Buffer {
  const n = Buffer.from(nonce);
  const out: Buffer[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(n);
    out.push(p);
  });
  return Buffer.concat(out);
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the deflate stream. */
const lastBlock = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * A gzip answer built without compressing anything now: the kept parts' deflate blocks with the nonce
 * between them as a stored (uncompressed) block, the CRC-32 of the whole text computed natively.
 * Compressing each answer whole cost more CPU than serving it (about 120 answers/s on two cores).
 */
export function gzipSpliced(entry: Entry, nonce: Buffer): Buffer {
  const stored = Buffer.alloc(5 + nonce.length);
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(nonce.length, 1);
  stored.writeUInt16LE(~nonce.length & 0xffff, 3);
  nonce.copy(stored, 5);
  const out: Buffer[] = [gzipHeader];
  let crc = 0;
  let size = 0;
  entry.parts.forEach((part, i) => {
    if (i > 0) {
      out.push(stored);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    out.push(entry.deflated[i]!);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(lastBlock, trailer);
  return Buffer.concat(out);
}

export const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Buffers what Next writes instead of sending it, so the whole answer can be kept and then served. */
function buffered(res: ServerResponse): Promise<Answer> {
  const chunks: Buffer[] = [];
  const take = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  return new Promise((resolve) => {
    const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === 'function');
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      take(chunk, rest[0]);
      callbackOf(rest)?.();
      return true;
    }) as ServerResponse['write'];
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      const headers = rest.find((a) => typeof a === 'object' && a !== null);
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
      } else if (headers) {
        for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v as string | string[]);
      }
      return res;
    }) as ServerResponse['writeHead'];
    res.flushHeaders = () => {};
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') take(chunk, rest[0]);
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      callbackOf([chunk, ...rest])?.();
      return res;
    }) as ServerResponse['end'];
  });
}

/**
 * Renders the page into a request and response of its own, asked for uncompressed, and returns the whole
 * answer. The render does not belong to the visitor who asked: Next stops a render when its response
 * closes, and a visitor who left would otherwise leave everyone sharing the render with nothing.
 */
export async function renderInto(
  req: IncomingMessage,
  res: ServerResponse,
  render: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<Answer> {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  // Next would compress into our buffer; the caller compresses what it sends.
  const headers = { ...req.headers };
  delete headers['accept-encoding'];
  copy.headers = headers;
  copy.rawHeaders = req.rawHeaders.flatMap((v, i, all) =>
    i % 2 === 0 && v.toLowerCase() !== 'accept-encoding' ? [v, all[i + 1]!] : [],
  );
  // A page request has no body; the visitor's socket is never read from here.
  copy._read = () => {};
  copy.push(null);
  copy.complete = true;
  const out = new ServerResponse(copy);
  // What the server set before the page (security headers) belongs to the page's answer.
  for (const [k, v] of Object.entries(res.getHeaders())) if (v !== undefined) out.setHeader(k, v);
  const captured = buffered(out);
  await render(copy, out);
  return captured;
}
