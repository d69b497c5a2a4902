import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { OutlineButton } from '../../components/button';
import { takeChosenFile, useImageUpload } from '../../components/image-upload';
import { spinnerRing } from '../../components/spinner';
import { IMAGE_ACCEPT, UploadError, type ImageUploadType, type UploadLimits } from '../../lib/upload-image';
import { useFileDrop } from '../../lib/use-file-drop';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import type { StoredImage } from './forms/portfolio-schema';

const Picker = styled.div`
  ${wrappingRow}
  gap: 10px 16px;
  min-width: 0;
`;

const Frame = styled.label<{ $width: number; $height: number; $dragging: boolean }>`
  position: relative;
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1.5px dashed ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  cursor: pointer;
  transition: border-color 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  &:has(img) {
    border-style: solid;
  }
  ${({ $dragging, theme }) => ($dragging ? `border: 2px dashed ${theme.colors.accent};` : '')}
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.ink};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 28px;
    height: 28px;
  }
`;

const Spinner = styled.span`
  ${spinnerRing(26)}
`;

/** While a picture uploads: how much of it has been sent. */
const Sending = styled.span`
  display: grid;
  justify-items: center;
  gap: 6px;
  width: 80%;
  font-size: 0.75rem;
  progress {
    width: 100%;
    height: 6px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Side = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A second way to the file input, for the eye: the preview already is the labelled control. */
const ChooseButton = styled(OutlineButton)`
  justify-self: start;
  min-height: 36px;
  padding: 0 14px;
  font-size: 0.9rem;
`;

export interface ImagePickerProps {
  /** The accessible name of the file input, e.g. 'Cover image'. */
  label: string;
  /** The preview's size in CSS pixels (§9: cover 150×150, share cover 300×150, extra images 95×95). */
  width: number;
  height: number;
  /** The size that shows well where the picture is used (the server's `uploadLimits`), stated beside the preview. */
  recommended?: { width: number; height: number };
  /** The server's limits, checked before sending; null while unknown. */
  limits: UploadLimits | null;
  uploadType: ImageUploadType;
  image: StoredImage | null;
  onUploaded(image: StoredImage): void;
  /** Told when an upload starts and ends, so the form can wait for it before saving. */
  onBusyChange?(busy: boolean): void;
  /** Whether to show the size hint and the choose button beside the preview. */
  compact?: boolean;
  /** A file to upload as soon as the picker appears (one of several dropped or chosen at once). */
  initialFile?: File;
}

/**
 * An image field: the preview is the button. Choosing a file uploads it at once; while it uploads the
 * preview is hidden behind a spinner, then the new image shows (§4). Image files only (§5).
 */
export function ImagePicker({
  label,
  width,
  height,
  uploadType,
  image,
  onUploaded,
  onBusyChange,
  compact = false,
  recommended,
  limits,
  initialFile,
}: ImagePickerProps) {
  const text = useText();
  const serverText = useServerText();
  const inputId = useId();
  const { uploading, progress, upload } = useImageUpload({
    limits,
    notAnImage: {
      kind: 'warning',
      title: text('portfolioEditor.imageOnly'),
      text: text('portfolioEditor.imageOnlyText'),
    },
    failureText: (error) => (error instanceof UploadError && error.message ? serverText(error) : undefined),
    onBusyChange,
  });
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  const started = useRef(false);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    // Once, even when an effect runs twice: the file was handed over when the row was made.
    if (!initialFile || started.current) return;
    started.current = true;
    void uploadRef.current(initialFile, uploadType, (image) => onUploadedRef.current(image));
  }, [initialFile, uploadType]);

  const drop = useFileDrop(([file]) => {
    if (file && uploading === null) void upload(file, uploadType, onUploaded);
  });

  const actionId = image ? 'portfolioEditor.changeImage' : 'portfolioEditor.chooseImage';
  return (
    <Picker>
      <Frame
        htmlFor={inputId}
        $width={width}
        $height={height}
        $dragging={drop.dragging}
        aria-busy={uploading ? true : undefined}
        {...drop.zone}
      >
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          aria-label={label}
          disabled={uploading !== null}
          onChange={(event) => {
            const file = takeChosenFile(event.target);
            if (file) void upload(file, uploadType, onUploaded);
          }}
        />
        {uploading ? (
          progress > 0 ? (
            <Sending role="status">
              <progress
                max={100}
                value={Math.round(progress * 100)}
                aria-label={text('portfolioEditor.uploading')}
              />
              {compact
                ? null
                : text('portfolioEditor.uploadProgress', { percent: Math.round(progress * 100) })}
            </Sending>
          ) : (
            <Spinner role="status" aria-label={text('portfolioEditor.uploading')} />
          )
        ) : image ? (
          <img src={image.url} alt={label} width={width} height={height} />
        ) : (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 16-5-5-9 9" />
          </svg>
        )}
      </Frame>
      {compact ? null : (
        <Side>
          <ChooseButton as="label" htmlFor={inputId} aria-hidden="true">
            {text(actionId)}
          </ChooseButton>
          {recommended ? (
            <span>
              {text('portfolioEditor.imageSize', {
                width: String(recommended.width),
                height: String(recommended.height),
              })}
            </span>
          ) : null}
          {limits ? <span>{text('portfolioEditor.imageLimits', { limit: limits.maxMegabytes })}</span> : null}
        </Side>
      )}
    </Picker>
  );
}
