import { createHmac } from 'node:crypto';
import type { BuyingSettings } from '../../../config';

// The built-in test gateway's signing secret: set, or derived from the store's own key.
export function testGatewaySecret(deps: { kit: { jwtKey: Uint8Array }; buying: BuyingSettings }): string {
  return deps.buying.testSecret ?? createHmac('sha256', deps.kit.jwtKey).update('silai:payment-test').digest('hex');
}
