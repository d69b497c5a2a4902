/** The folders of §3 an image goes to, as the BFF's `POST /upload` names them. */
export type ImageUploadType =
  'profile' | 'cover' | 'portfolio-cover' | 'portfolio-images' | 'portfolio-cover-share' | 'collection-cover';

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

/** What `POST /upload` takes, as the BFF's `uploadLimits` query serves it. */
export interface UploadLimits {
  maxBytes: number;
  maxMegabytes: number;
  acceptedTypes: readonly string[];
}

/** Why a file is refused before it is sent: not one of the accepted formats, or larger than the limit. */
export type FileRefusal = { code: 'NOT_AN_IMAGE' } | { code: 'FILE_TOO_LARGE'; limit: number };

/**
 * The browser's check of a chosen file against the server's limits, so that a file the server would refuse is
 * never sent: its declared type must be an accepted one and its size within the limit. Without limits (not loaded)
 * any image passes, and the server decides.
 */
export function refusalOf(file: File, limits: UploadLimits | null | undefined): FileRefusal | null {
  const accepted = limits ? limits.acceptedTypes.includes(file.type) : file.type.startsWith('image/');
  if (!accepted) return { code: 'NOT_AN_IMAGE' };
  if (limits && file.size > limits.maxBytes) return { code: 'FILE_TOO_LARGE', limit: limits.maxMegabytes };
  return null;
}

interface UploadAnswer extends Partial<UploadedImage> {
  message?: string;
  retryAfterSeconds?: number;
  code?: string;
  limit?: number;
}

/**
 * Sends one image of the signed-in member to the BFF; the session cookie identifies them. XMLHttpRequest rather
 * than fetch: only it tells how much of the body has been sent (`onProgress`, 0 to 1).
 */
export function uploadImage(
  file: File,
  type: ImageUploadType,
  onProgress?: (sent: number) => void,
): Promise<UploadedImage> {
  if (!file.type.startsWith('image/')) {
    return Promise.reject(new UploadError(415, 'Only image files can be uploaded.'));
  }
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/upload');
    request.withCredentials = true;
    // The BFF refuses cookie-authenticated uploads without it: a cross-site form cannot set it.
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('error', () => reject(new UploadError(0, '')));
    request.addEventListener('abort', () => reject(new UploadError(0, '')));
    request.addEventListener('load', () => {
      let body: UploadAnswer = {};
      try {
        body = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      if (request.status === 429) {
        const wait = body.retryAfterSeconds ?? Number(request.getResponseHeader('Retry-After'));
        reject(new UploadError(429, body.message ?? request.statusText, wait > 0 ? wait : 60));
        return;
      }
      if (request.status < 200 || request.status >= 300 || !body.fileName || !body.url) {
        reject(
          new UploadError(
            request.status,
            body.message ?? request.statusText,
            undefined,
            body.code,
            body.limit,
          ),
        );
        return;
      }
      resolve({ fileName: body.fileName, url: body.url });
    });
    request.send(form);
  });
}
