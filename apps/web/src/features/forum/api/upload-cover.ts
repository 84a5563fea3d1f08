import type { UploadReply } from '@oxstrength/shared/contracts/uploads';
import { ApiError, API_BASE } from '../../../lib/api-client';
import { readToken } from '../../../lib/session-storage';

/**
 * Uploads a discussion's cover to the upload storage (POST /uploads/forum-cover, issue 20) and answers the link
 * POST /forum takes as cover_image. The server stores it as a timestamp plus its extension.
 */
export async function uploadCover(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = readToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/uploads/forum-cover`, {
      method: 'POST',
      headers: token ? { authorization: `jwt ${token}` } : {},
      body,
    });
  } catch {
    throw new ApiError(0, 'Image upload failed');
  }
  const data = (await res.json().catch(() => ({}))) as Partial<UploadReply> & { message?: string };
  if (!res.ok || !data.url) throw new ApiError(res.status, data.message || 'Image upload failed');
  return data.url;
}
