// The media domain's door: what other domains, the gateway and the process may use of it.
export { createMediaRenderer, type MediaRenderer } from './on-demand';
export { ImageRef } from './refs';
export { acceptReviewPhoto, acceptUpload, type UploadRefusal } from './upload';
export { knownProductImages } from './assets';
export { uploadedBy } from './owned';
export { releaseUploads, useUploads } from './uses';
export { startUploadSweeper } from './sweeper';
