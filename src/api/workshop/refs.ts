// The TailoringJob type other domains' fields show (a consultation's jobs): declared here, implemented in schema.ts, so a domain that names it in its fields imports the
// door without registering this domain's fields (only src/api/schema.ts loads the schema files).
import { builder } from '../core/builder';
import type { TailoringJob } from './workshop';

export const TailoringJobRef = builder.objectRef<TailoringJob>('TailoringJob');
