/** An id the client sent, as a table's serial integer; anything else names no row (-1 is never one). */
export function rowId(id: string | number | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 && n < 2 ** 31 ? n : -1;
}
