// The currency domain's door: what other domains, the gateway and the process may use of it.
export { listRates } from './service';
