// Measurement rules both sides use: garments, the three ways a tailoring line gets its measurements, and
// the snapshot an order keeps (so editing a profile later never changes an order already placed).

/** Garments a measurement profile is taken for. */
export const measurementGarments = ['blouse', 'kurta', 'salwar', 'lehenga', 'petticoat', 'pre-draped'] as const;
export type MeasurementGarment = (typeof measurementGarments)[number];

/** Units a shopper may prefer; figures are always stored in millimetres. */
export const measurementUnits = ['cm', 'in'] as const;
export type MeasurementUnit = (typeof measurementUnits)[number];

/** How a tailoring line gets its measurements: a saved profile, a designer's call, or a blouse sent in. */
export const measurementChoiceKinds = ['PROFILE', 'DESIGNER_CALL', 'SEND_BLOUSE'] as const;
export type MeasurementChoiceKind = (typeof measurementChoiceKinds)[number];

export type MeasurementChoice = { kind: 'PROFILE'; profileId: string } | { kind: 'DESIGNER_CALL' } | { kind: 'SEND_BLOUSE' };

/** What an order keeps of the shopper's choice: for a profile, a copy of its name and figures (mm). */
export type MeasurementSnapshot =
  | {
      kind: 'PROFILE';
      profileId: string;
      name: string;
      garment: MeasurementGarment;
      unit: MeasurementUnit;
      valuesMm: Record<string, number>;
      takenAt: string;
    }
  | { kind: 'DESIGNER_CALL' }
  | { kind: 'SEND_BLOUSE' };
