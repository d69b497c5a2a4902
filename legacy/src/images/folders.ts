import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { formatTimestamp } from '../clock';
import type { ImageSize } from './image-size';
import type { StaffRole } from '../staff/roles';

/** Upload types of `api/image-up` and the folder of §3 each is stored in. */
export const UPLOAD_FOLDERS = {
  profile: 'images_profile',
  cover: 'images_profile_cover',
  'portfolio-cover': 'images_cover',
  'portfolio-cover-share': 'images_cover_share',
  'portfolio-images': 'images',
  'collection-cover': 'collection',
} as const;

export type UploadType = keyof typeof UPLOAD_FOLDERS;
export type ImageFolder = (typeof UPLOAD_FOLDERS)[UploadType];

/** The upload types only some staff may use; any member may use the others. Collection covers are the operators'. */
export const STAFF_UPLOAD_TYPES: Partial<Record<UploadType, readonly StaffRole[]>> = {
  'collection-cover': ['operator'],
};

/** Every folder served under the image base address. */
export const IMAGE_FOLDERS: readonly ImageFolder[] = Object.values(UPLOAD_FOLDERS);

/**
 * An image field of a write: empty means none; otherwise it must name a file stored in `folder`, so
 * that no record can point at a file that does not exist (or at another folder's file).
 */
export function storedImageName(
  db: Database,
  field: string,
  value: string,
  folder: ImageFolder,
): string | null {
  if (value === '' || value === '-') return null;
  const row = db
    .prepare<{ fileName: string; folder: ImageFolder }, { file_name: string }>(
      'SELECT file_name FROM uploads WHERE file_name = @fileName AND folder = @folder',
    )
    .get({ fileName: value, folder });
  if (!row) {
    throw new HttpError(422, `The ${field.replace(/_/g, ' ')} must be an image uploaded as ${folder}.`, {
      [field]: [`The ${field.replace(/_/g, ' ')} must be an image uploaded as ${folder}.`],
    });
  }
  return row.file_name;
}

/** Records a stored upload, so that writes may name it (see `storedImageName`). */
export function recordUpload(
  db: Database,
  upload: {
    memberId: number;
    folder: ImageFolder;
    fileName: string;
    mimeType: string;
    bytes: number;
    /** Its size in pixels, when its header tells (see `readImageSize`). */
    size: ImageSize | undefined;
    now: Date;
  },
): void {
  db.prepare(
    `INSERT INTO uploads (member_id, folder, file_name, mime_type, bytes, width, height, created_at)
     VALUES (@memberId, @folder, @fileName, @mimeType, @bytes, @width, @height, @createdAt)`,
  ).run({
    memberId: upload.memberId,
    folder: upload.folder,
    fileName: upload.fileName,
    mimeType: upload.mimeType,
    bytes: upload.bytes,
    width: upload.size?.width ?? null,
    height: upload.size?.height ?? null,
    createdAt: formatTimestamp(upload.now),
  });
}
