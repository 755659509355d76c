// The GraphQL types other domains' fields name (the workshop's figures): declared here and implemented
// in schema.ts, so a domain that names them imports the door without registering measurements' fields
// (only src/api/schema.ts loads the schema files). The enums are whole here: they have no fields.
import type { MeasurementError } from '../../lib/measurements';
import { builder } from '../core/builder';

export const GarmentEnum = builder.enumType('MeasurementGarment', {
  values: {
    BLOUSE: { value: 'blouse' },
    KURTA: { value: 'kurta' },
    SALWAR: { value: 'salwar' },
    LEHENGA: { value: 'lehenga' },
    PETTICOAT: { value: 'petticoat' },
    PRE_DRAPED: { value: 'pre-draped' },
  } as const,
});
export const UnitEnum = builder.enumType('MeasurementUnit', {
  values: { CM: { value: 'cm' }, IN: { value: 'in' } } as const,
});
export const MeasurementValueInput = builder.inputRef<{ field: string; value: string }>('MeasurementValueInput');
export const MeasurementErrorRef = builder.objectRef<MeasurementError>('MeasurementError');
