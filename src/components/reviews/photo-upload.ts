import { uploadPicture, type PictureRefusal } from '../../client/media/upload-picture';

// A review photo goes on its own to /api/reviews/photo; the review then names the key it answered.

export type PhotoRefusal = PictureRefusal;

export const uploadReviewPhoto = (file: File) => uploadPicture('/api/reviews/photo', file);
