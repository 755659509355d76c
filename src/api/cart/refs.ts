// The GraphQL types other domains' fields name (checkout's quote and order): declared here and
// implemented in schema.ts, so a domain that names them imports the door without registering the cart's
// fields (only src/api/schema.ts loads the schema files).
import { builder } from '../core/builder';
import type { TailoringChoiceInput } from '../tailoring';
import type { PricedLine } from './service';

export const CartItemInput = builder.inputRef<{
  id: string;
  qty: number;
  seenPrice?: number | null;
  key?: string | null;
  tailoring?: (typeof TailoringChoiceInput)['$inferInput'] | null;
}>('CartItemInput');
export const CartLine = builder.objectRef<PricedLine>('CartLine');
