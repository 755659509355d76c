// The GraphQL types other domains' fields name (the cart's tailoring lines): declared here and
// implemented in schema.ts, so a domain that names them imports the door without registering tailoring's
// fields (only src/api/schema.ts loads the schema files).
import type { measurementChoiceKinds, MeasurementChoice } from '../../lib/measurements';
import { builder } from '../core/builder';
import type { TailoredLine } from './cart-lines';

export type MeasurementChoiceInputShape = { kind: (typeof measurementChoiceKinds)[number]; profileId?: string | null };
export const TailoringChoiceInput = builder.inputRef<{
  options: string[];
  attachTo?: string | null;
  ownFabric?: boolean | null;
  measurement?: MeasurementChoiceInputShape | null;
}>('TailoringChoiceInput');

export const MeasurementChoiceRef = builder.objectRef<MeasurementChoice>('MeasurementChoice');
export const CartTailoring = builder.objectRef<TailoredLine>('CartTailoring');
