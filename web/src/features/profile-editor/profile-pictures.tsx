import { useRef } from 'react';

import { takeChosenFile, useImageUpload } from '../../components/image-upload';
import { IMAGE_ACCEPT, UploadError, type UploadedImage, type UploadLimits } from '../../lib/upload-image';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import {
  AvatarBadge,
  AvatarButton,
  AvatarImage,
  CameraIcon,
  CoverButton,
  CoverImage,
  CoverOverlay,
  Identity,
  Names,
  Note,
  Uploading,
} from './profile-pictures-parts';

/** Which picture: the cover across the top, or the round profile picture. */
export type PictureKind = 'cover' | 'profile';

/**
 * The cover (click it, or hover for the edit overlay) and the avatar at the top of the profile screen, with
 * the name under them. Picking a file uploads it at once (`cover` / `profile`); the preview hides while it
 * uploads and then shows the new picture. The stored names are kept with the personal section.
 */
export function ProfilePictures({
  coverUrl,
  pictureUrl,
  name,
  detail,
  unsaved,
  onUploaded,
  onUploadingChange,
  limits,
}: {
  /** The server's upload limits, checked before sending; null while unknown. */
  limits: UploadLimits | null;
  coverUrl: string | null;
  pictureUrl: string | null;
  name: string;
  detail: string;
  /** A new picture waits for the personal section's save. */
  unsaved: boolean;
  onUploaded(kind: PictureKind, image: UploadedImage): void;
  onUploadingChange?(uploading: boolean): void;
}) {
  const text = useText();
  const serverText = useServerText();
  const inputs = { cover: useRef<HTMLInputElement>(null), profile: useRef<HTMLInputElement>(null) };
  const { uploading, progress, upload } = useImageUpload({
    limits,
    notAnImage: { kind: 'error', title: text('upload.failed'), text: text('profileEditor.imagesOnly') },
    failureText: (error) =>
      error instanceof UploadError && error.status !== 415 && error.message
        ? serverText(error)
        : text('profileEditor.imagesOnly'),
    onBusyChange: onUploadingChange,
  });

  function fileInput(kind: PictureKind) {
    return (
      <input
        ref={inputs[kind]}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label={text(kind === 'cover' ? 'profileEditor.coverFile' : 'profileEditor.pictureFile')}
        onChange={(event) => {
          const file = takeChosenFile(event.currentTarget);
          if (file) void upload(file, kind, (image) => onUploaded(kind, image));
        }}
      />
    );
  }

  return (
    <div>
      <CoverButton
        type="button"
        aria-label={text('profileEditor.changeCover')}
        aria-busy={uploading === 'cover'}
        disabled={uploading !== null}
        onClick={() => inputs.cover.current?.click()}
      >
        {uploading === 'cover' ? (
          <Uploading role="status">
            {text('profileEditor.uploadProgress', { percent: Math.round(progress * 100) })}
          </Uploading>
        ) : (
          <CoverImage src={coverUrl} alt={text('profileEditor.coverAlt')} width={1200} height={180} eager />
        )}
        <CoverOverlay aria-hidden="true">
          <CameraIcon />
          {text('profileEditor.changeCover')}
        </CoverOverlay>
      </CoverButton>
      {fileInput('cover')}
      <Identity>
        <AvatarButton
          type="button"
          aria-label={text('profileEditor.changePicture')}
          aria-busy={uploading === 'profile'}
          disabled={uploading !== null}
          onClick={() => inputs.profile.current?.click()}
        >
          {uploading === 'profile' ? (
            <Uploading
              $round
              role="status"
              aria-label={text('profileEditor.uploadProgress', { percent: Math.round(progress * 100) })}
            />
          ) : (
            <AvatarImage
              src={pictureUrl}
              alt={text('profileEditor.pictureAlt')}
              width={90}
              height={90}
              kind="avatar"
              eager
            />
          )}
          <AvatarBadge aria-hidden="true">
            <CameraIcon size={15} />
          </AvatarBadge>
        </AvatarButton>
        {fileInput('profile')}
        <Names>
          <strong>{name}</strong>
          {detail ? <span>{detail}</span> : null}
        </Names>
      </Identity>
      {unsaved ? <Note role="status">{text('profileEditor.pictureUnsaved')}</Note> : null}
    </div>
  );
}
