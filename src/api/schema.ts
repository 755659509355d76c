import { builder } from './core/builder';
import './media/schema';
import './storefront/schema';
import './catalog/schema';
import './catalog/product-schema';
import './catalog/listing-schema';
import './identity/schema';
import './tailoring/schema';
import './cart/schema';
import './addresses/schema';
import './measurements/schema';
import './orders/schema';
import './orders/item-tracking';
import './orders/subscription';
import './checkout/schema';
import './checkout/payment-schema';
import './consultations/schema';
import './enquiries/schema';
import './workshop/schema';
import './audit/schema';
import './dashboard/schema';
import './customers/schema';

// Built once per module graph: the domains above register their types on import.
export const schema = builder.toSchema({ sortSchema: true });
