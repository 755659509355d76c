// The audit domain's door: every staff change is recorded through it, in the change's own transaction.
export { recordAudit, changedFields, staffTrail } from './service';
export { AuditEntry } from './refs';
export { recordAccountDeletion } from './account';
