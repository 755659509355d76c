// Zod compiles object schemas with `new Function` unless told not to; the pages' Content-Security-Policy
// forbids eval, so the browser would report a violation on every page whose forms build one. Imported for
// its effect before any object schema is built.
import * as z from 'zod/mini';

z.config({ jitless: true });
