// The workshop domain's door: what other domains, the gateway and the process may use of it.
export { TailoringJobRef } from './refs';
export { jobsOfOrders } from './workshop';
