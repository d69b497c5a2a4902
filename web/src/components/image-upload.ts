import { useState } from 'react';
import { useDialog, type DialogOptions } from './dialog';
import { tooManyAttempts } from '../i18n/common-messages';
import {
  refusalOf,
  UploadError,
  uploadImage,
  type ImageUploadType,
  type UploadedImage,
  type UploadLimits,
} from '../lib/upload-image';
import { useServerText } from '../i18n/use-server-text';
import { useText } from '../i18n/use-text';

/**
 * Uploads a chosen image at once (§4). A file the server would refuse (not an accepted image, larger than
 * `limits`) is refused before sending with the `notAnImage` alert, or one stating the size limit; a failed upload
 * says 'upload failed' with `failureText(error)`, or how long to wait after too many uploads. `uploading` is the
 * type being sent, so a screen with several pictures knows which one to hide; `progress` how much of it has gone
 * (0 to 1).
 */
export function useImageUpload({
  limits,
  notAnImage,
  failureText,
  onBusyChange,
}: {
  /** The server's limits (`uploadLimits`); null while unknown, when only the type is checked. */
  limits?: UploadLimits | null;
  notAnImage: DialogOptions;
  failureText(error: unknown): string | undefined;
  /** Told when an upload starts and ends, so a form can wait for it before saving. */
  onBusyChange?(busy: boolean): void;
}) {
  const text = useText();
  const serverText = useServerText();
  const dialog = useDialog();
  const [uploading, setUploading] = useState<ImageUploadType | null>(null);
  const [progress, setProgress] = useState(0);

  async function upload(file: File, type: ImageUploadType, onUploaded: (image: UploadedImage) => void) {
    const refusal = refusalOf(file, limits);
    if (refusal?.code === 'NOT_AN_IMAGE') {
      await dialog.alert(notAnImage);
      return;
    }
    if (refusal) {
      await dialog.alert({ kind: 'warning', title: text('upload.failed'), text: serverText(refusal) });
      return;
    }
    setUploading(type);
    setProgress(0);
    onBusyChange?.(true);
    try {
      onUploaded(await uploadImage(file, type, setProgress));
    } catch (error) {
      const wait = error instanceof UploadError ? error.retryAfterSeconds : undefined;
      const tooMany = wait === undefined ? undefined : tooManyAttempts(wait);
      await dialog.alert({
        kind: 'error',
        title: text('upload.failed'),
        text: tooMany ? text(tooMany.id, tooMany.values) : failureText(error),
      });
    } finally {
      setUploading(null);
      onBusyChange?.(false);
    }
  }

  return { uploading, progress, upload };
}

/** The file just chosen in a file input, which is cleared so that choosing the same file again (after a failure) uploads again. */
export function takeChosenFile(input: HTMLInputElement): File | undefined {
  const file = input.files?.[0];
  input.value = '';
  return file;
}
