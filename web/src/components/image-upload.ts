import { useState } from 'react';
import { useDialog, type DialogOptions } from './dialog';
import { tooManyAttempts } from '../i18n/common-messages';
import { UploadError, uploadImage, type ImageUploadType, type UploadedImage } from '../lib/upload-image';
import { useText } from '../i18n/use-text';

/**
 * Uploads a chosen image at once (§4). A file that is not an image is refused before sending (§5) with the
 * `notAnImage` alert; a failed upload says 'upload failed' with `failureText(error)`, or how long to wait after
 * too many uploads. `uploading` is the type being sent, so a screen with several pictures knows which one to
 * hide behind its spinner.
 */
export function useImageUpload({
  notAnImage,
  failureText,
  onBusyChange,
}: {
  notAnImage: DialogOptions;
  failureText(error: unknown): string | undefined;
  /** Told when an upload starts and ends, so a form can wait for it before saving. */
  onBusyChange?(busy: boolean): void;
}) {
  const text = useText();
  const dialog = useDialog();
  const [uploading, setUploading] = useState<ImageUploadType | null>(null);

  async function upload(file: File, type: ImageUploadType, onUploaded: (image: UploadedImage) => void) {
    if (!file.type.startsWith('image/')) {
      await dialog.alert(notAnImage);
      return;
    }
    setUploading(type);
    onBusyChange?.(true);
    try {
      onUploaded(await uploadImage(file, type));
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

  return { uploading, upload };
}

/** The file just chosen in a file input, which is cleared so that choosing the same file again (after a failure) uploads again. */
export function takeChosenFile(input: HTMLInputElement): File | undefined {
  const file = input.files?.[0];
  input.value = '';
  return file;
}
