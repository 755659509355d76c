// The Image type other domains' fields show (products, banners, reviews): declared here, implemented in schema.ts, so a domain that names it in its fields imports the
// door without registering this domain's fields (only src/api/schema.ts loads the schema files).
import type { ImageKind } from '../../media/variants';
import { builder } from '../core/builder';

export type ImageShape = { kind: ImageKind; key: string };

export const ImageRef = builder.objectRef<ImageShape>('Image');
