// The AuditEntry type other domains' fields show (a customer's trail): declared here, implemented in schema.ts, so a domain that names it in its fields imports the
// door without registering this domain's fields (only src/api/schema.ts loads the schema files).
import { builder } from '../core/builder';
import type { AuditRow } from './service';

export const AuditEntry = builder.objectRef<AuditRow>('AuditEntry');
