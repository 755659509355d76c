// How a tailoring line gets its measurements. Kept apart from ./measurements (which validates profiles
// with zod) because every page's cart store reads it: importing ./measurements there put zod, about
// 35 kB gzip, into every page's first download.

/** How a tailoring line gets its measurements: a saved profile, a designer's call, or a blouse sent in. */
export const measurementChoiceKinds = ['PROFILE', 'DESIGNER_CALL', 'SEND_BLOUSE'] as const;

export type MeasurementChoice =
  { kind: 'PROFILE'; profileId: string } | { kind: 'DESIGNER_CALL' } | { kind: 'SEND_BLOUSE' };
