import type sharpFn from 'sharp';

let loading: Promise<typeof sharpFn> | undefined;

/**
 * sharp, loaded on the first picture encoded rather than at start: its native library is about a quarter
 * of a second of a cold start, and a restart with every picture on disk encodes none.
 */
export function loadSharp(): Promise<typeof sharpFn> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
