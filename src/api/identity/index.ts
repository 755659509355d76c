// The identity domain's door: what other domains, the gateway and the process may use of it.
export { loadAuthKit, type AuthKit } from './kit';
export { findUser, findUsers, grantRole, setDisplayCurrency } from './service';
export type { SmsSender } from './sms';
export { dropStaffRoles, endAllSignIns, hasGeneratedSecret, lockMode, recordMode, recordedMode } from './store-mode';
export { resolveViewer } from './viewer';
export { changeStaffRole, maxCustomerPage, searchUsers, type RoleChangeResult } from './staff-roles';
export type { UserRow } from './service';
export { checkDeletion, eraseAccount, requestDeletionCode, type DeletionCodeResult } from './erase';
export { otpRules, type IdentityDeps } from './sign-in';
export type { MailSender } from './mail';
