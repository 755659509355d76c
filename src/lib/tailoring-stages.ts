// Production stages of one tailoring line, in order. A line whose measurements come from a designer's
// call or a blouse sent in starts at AWAITING_MEASUREMENTS; a saved profile starts at MEASUREMENTS_CONFIRMED.
export const tailoringStages = [
  'AWAITING_MEASUREMENTS',
  'MEASUREMENTS_CONFIRMED',
  'CUTTING',
  'STITCHING',
  'FINISHING',
  'READY_TO_SHIP',
] as const;
export type TailoringStage = (typeof tailoringStages)[number];
