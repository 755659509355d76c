// The storefront domain's door: what other domains, the gateway and the process may use of it.
export { listActiveBanners, listTrustBadges } from './service';
