import type { Db } from '../../db/client';
import { knownProductImages } from '../media';

// The pictures a product made or edited in the back office shows: keys of product images the store
// holds (an admin's uploads, or the seed's artwork), the first being the one lists show.

export type ImageProblem = 'IMAGE_REQUIRED' | 'TOO_MANY_IMAGES' | 'UNKNOWN_IMAGE';
const maxProductImages = 8;

export async function imagesProblem(tx: Db, keys: readonly string[]): Promise<ImageProblem | null> {
  if (keys.length === 0) return 'IMAGE_REQUIRED';
  if (keys.length > maxProductImages) return 'TOO_MANY_IMAGES';
  if (new Set(keys).size !== keys.length || keys.some((k) => k.length > 80)) return 'UNKNOWN_IMAGE';
  return (await knownProductImages(tx, keys)) === keys.length ? null : 'UNKNOWN_IMAGE';
}
