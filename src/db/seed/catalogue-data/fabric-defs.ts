import type { FabricDef } from './defs';
import { silkFabrics } from './fabrics-silk';
import { cottonFabrics } from './fabrics-cotton';
import { sheerFabrics } from './fabrics-sheer';

// Fabrics sold by the metre, one product per colour listed. Prices are per metre.
export const fabricDefs: FabricDef[] = [...silkFabrics, ...cottonFabrics, ...sheerFabrics];
