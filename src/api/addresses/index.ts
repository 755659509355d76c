// The addresses domain's door: what other domains, the gateway and the process may use of it.
export { Address } from './schema';
export { findAddress, listAddresses, snapshotOf, type AddressRow } from './service';
export { eraseAddresses } from './erase';
