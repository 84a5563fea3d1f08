import { z } from 'zod';
import { success } from './reply';
import { profileUserJson } from './users';

/** What the upload storage accepts (decision 021). */
export const UPLOAD_PURPOSES = ['avatar', 'forum-cover'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The texts a client reads when an upload is refused. */
export const UPLOAD_MESSAGES = {
  missing: 'Choose an image to upload',
  empty: 'The file is empty',
  tooLarge: 'The image must be at most 5 MB',
  type: 'Only JPEG, PNG or WebP images can be uploaded',
  unreadable: 'The image could not be read',
  pixels: 'The image is too large: at most 50 megapixels',
  notIssued: 'Upload the image again',
  avatarUpdated: 'Profile Updated',
} as const;

/** POST /uploads/{purpose}: the stored file's URL (and, for an avatar, the profile it now shows on). */
export const uploadReply = success({
  url: z.string(),
  user: profileUserJson.optional(),
});
export type UploadReply = z.infer<typeof uploadReply>;
