// Where the shopper goes after signing in. `?next=` comes from the address bar, so anyone can write it:
// only a path on this site is followed. Browsers drop tabs and newlines from a URL, read a backslash as
// a slash and resolve dot segments, so `/\t/evil.example` or `/.//evil.example` would become
// `//evil.example`, another site. The value is parsed the way the browser will parse it, and refused
// (home instead) unless it stays on this origin with a plain path.

/** In the raw value: controls, whitespace (a built `next` is always percent-encoded) and backslashes. */
const unsafeCharacters = /[\p{Cc}\s\\]/u;
/** Once decoded: controls and backslashes (an encoded space in a path is harmless). */
const unsafeDecoded = /[\p{Cc}\\]/u;
const maxLength = 2000;

/** The path (with query and hash) to go to after sign-in; `/` for anything that could leave the site. */
export function safeNext(next: string | null | undefined, origin: string): string {
  if (!next || next.length > maxLength || !next.startsWith('/') || unsafeCharacters.test(next)) return '/';
  let url: URL;
  let home: URL;
  try {
    home = new URL(origin);
    url = new URL(next, home);
  } catch {
    return '/';
  }
  if (url.origin !== home.origin || url.username || url.password) return '/';
  if (!isPlainPath(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** One slash at the start, and nothing that decodes (even twice over) into a control, backslash or `//`. */
function isPlainPath(pathname: string): boolean {
  let p = pathname;
  for (let i = 0; i < 4; i++) {
    if (!p.startsWith('/') || p.startsWith('//') || unsafeDecoded.test(p)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(p);
    } catch {
      return false;
    }
    if (decoded === p) return true;
    p = decoded;
  }
  return false;
}
