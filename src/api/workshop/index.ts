// The workshop domain's door: what other domains, the gateway and the process may use of it.
export { TailoringJobRef } from './schema';
export { jobsOfOrders } from './workshop';
