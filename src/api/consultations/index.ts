// The consultations domain's door: what other domains, the gateway and the process may use of it.
export { ensureDemoDesk, hasDemoDesk, removeDemoDesks, type DeskRemoval } from './demo-desk';
export { consultationsStartingBetween } from './counts';
export { myConsultations } from './calls';
export { releaseConsultationsOf } from './erase';
