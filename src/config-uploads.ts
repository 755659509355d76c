import { z } from 'zod';

/** What the store keeps of uploads: how long one nothing uses waits, and a shopper's stored share. */
export type UploadSettings = {
  /** An upload nothing uses (never attached, or released) this long is deleted, files and row. */
  unusedMs: number;
  /** The bytes of a shopper's photos no review shows that may be stored at once; more is refused. */
  shopperMaxBytes: number;
};

// Six hours covers an admin filling a new product's form or a shopper writing a review in one sitting;
// 30 MB is several noisy phone photos (about 4.4 MB stored each), far more than one review needs.
const defaults = { UPLOAD_UNATTACHED_HOURS: 6, UPLOAD_SHOPPER_MAX_MB: 30 };

/** Part of src/config.ts's schema. */
export const uploadSettings = {
  UPLOAD_UNATTACHED_HOURS: z.coerce.number().min(0.25).max(720).default(defaults.UPLOAD_UNATTACHED_HOURS),
  UPLOAD_SHOPPER_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(defaults.UPLOAD_SHOPPER_MAX_MB),
};

export const uploadSettingsOf = (c: typeof defaults): UploadSettings => ({
  unusedMs: Math.round(c.UPLOAD_UNATTACHED_HOURS * 3_600_000),
  shopperMaxBytes: c.UPLOAD_SHOPPER_MAX_MB * 1024 * 1024,
});

export const defaultUploadSettings = uploadSettingsOf(defaults);
