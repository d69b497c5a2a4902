/** The folders of §3 an image goes to, as the BFF's `POST /upload` names them. */
export type ImageUploadType =
  'profile' | 'cover' | 'portfolio-cover' | 'portfolio-images' | 'portfolio-cover-share';

export interface UploadedImage {
  /** The stored file name, which the profile and portfolio mutations take. */
  fileName: string;
  /** Where the image is served, for the preview. */
  url: string;
}

/**
 * Refused by the server (not an image, too large, signed out): `message` says why. After too many uploads
 * (429) `retryAfterSeconds` says how long to wait.
 */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
    /** The BFF's code of the message (FILE_TOO_LARGE…) and the limit it names, for the site's own words. */
    readonly code?: string,
    readonly limit?: number,
  ) {
    super(message);
  }
}

/** Image pickers accept image files only (§5). */
export const IMAGE_ACCEPT = 'image/*';

/** Sends one image of the signed-in member to the BFF; the session cookie identifies them. */
export async function uploadImage(file: File, type: ImageUploadType): Promise<UploadedImage> {
  if (!file.type.startsWith('image/')) throw new UploadError(415, 'Only image files can be uploaded.');
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  const response = await fetch('/upload', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    // The BFF refuses cookie-authenticated uploads without it: a cross-site form cannot set it.
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & {
    message?: string;
    retryAfterSeconds?: number;
    code?: string;
    limit?: number;
  };
  if (response.status === 429) {
    const wait = body.retryAfterSeconds ?? Number(response.headers.get('Retry-After'));
    throw new UploadError(429, body.message ?? response.statusText, wait > 0 ? wait : 60);
  }
  if (!response.ok || !body.fileName || !body.url)
    throw new UploadError(
      response.status,
      body.message ?? response.statusText,
      undefined,
      body.code,
      body.limit,
    );
  return { fileName: body.fileName, url: body.url };
}
