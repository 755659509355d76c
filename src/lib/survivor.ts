/**
 * After items leave a list, the one focus should move to from the item at `at`: the nearest after it
 * that stays, else the nearest before it, else none (the list is empty: its heading takes focus).
 */
export function survivorNear<T>(list: readonly T[], at: number, gone: (item: T) => boolean): T | null {
  for (let i = at + 1; i < list.length; i++) if (!gone(list[i]!)) return list[i]!;
  for (let i = Math.min(at, list.length) - 1; i >= 0; i--) if (!gone(list[i]!)) return list[i]!;
  return null;
}
