import { useId } from 'react';
import styled from 'styled-components';
import { OutlineButton } from '../../components/button';
import { takeChosenFile, useImageUpload } from '../../components/image-upload';
import { spinnerRing } from '../../components/spinner';
import { IMAGE_ACCEPT, UploadError, type ImageUploadType } from '../../lib/upload-image';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import type { StoredImage } from './forms/portfolio-schema';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  min-width: 0;
`;

const Frame = styled.label<{ $width: number; $height: number }>`
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
  uploadType: ImageUploadType;
  image: StoredImage | null;
  onUploaded(image: StoredImage): void;
  /** Told when an upload starts and ends, so the form can wait for it before saving. */
  onBusyChange?(busy: boolean): void;
  /** Whether to show the size hint and the choose button beside the preview. */
  compact?: boolean;
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
}: ImagePickerProps) {
  const text = useText();
  const say = useServerText();
  const inputId = useId();
  const { uploading, upload } = useImageUpload({
    notAnImage: {
      kind: 'warning',
      title: text('portfolioEditor.imageOnly'),
      text: text('portfolioEditor.imageOnlyText'),
    },
    failureText: (error) => (error instanceof UploadError && error.message ? say(error) : undefined),
    onBusyChange,
  });

  const actionId = image ? 'portfolioEditor.changeImage' : 'portfolioEditor.chooseImage';
  return (
    <Picker>
      <Frame htmlFor={inputId} $width={width} $height={height} aria-busy={uploading ? true : undefined}>
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
          <Spinner role="status" aria-label={text('portfolioEditor.uploading')} />
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
          <span>{text('portfolioEditor.imageSize', { width, height })}</span>
        </Side>
      )}
    </Picker>
  );
}
