// The Address type other domains' fields show (an order's, a customer's): declared here, implemented in schema.ts, so a domain that names it in its fields imports the
// door without registering this domain's fields (only src/api/schema.ts loads the schema files).
import { builder } from '../core/builder';
import type { AddressRow } from './service';

/** An address as shown: a saved one, or the snapshot an order keeps (isDefault false). */
export type AddressShape = Omit<AddressRow, 'userId' | 'createdAt' | 'updatedAt' | 'isDefault'> & {
  isDefault?: boolean;
};

export const Address = builder.objectRef<AddressShape>('Address');
