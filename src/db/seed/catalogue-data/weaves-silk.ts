import type { WeaveDef } from './defs';
import { heavySilkWeaves } from './weaves-silk-heavy';
import { lightSilkWeaves } from './weaves-silk-light';

// Silk saree weaves, the heavy ones first. Each is sold in the colours listed, one product per colour.
export const silkWeaves: WeaveDef[] = [...heavySilkWeaves, ...lightSilkWeaves];
