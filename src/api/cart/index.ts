// The cart domain's door: what other domains, the gateway and the process may use of it.
export { CartItemInput as CartItemInputRef, CartLine } from './refs';
export {
  clearCartStatement,
  hasInvalidQuantity,
  normaliseItems,
  priceItems,
  type CartItemInput,
  type PricedLine,
} from './service';
export { eraseCart } from './erase';
