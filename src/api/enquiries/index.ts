// The enquiries domain's door: what other domains, the gateway and the process may use of it.
export { newEnquiryCount } from './counts';
export { myEnquiries } from './service';
export { anonymiseEnquiries } from './erase';
