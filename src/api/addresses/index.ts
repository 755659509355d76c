// The addresses domain's door: what other domains, the gateway and the process may use of it.
export { Address } from './refs';
export { findAddress, listAddresses, snapshotOf, type AddressRow } from './service';
export { eraseAddresses } from './erase';
