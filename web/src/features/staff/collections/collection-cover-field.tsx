import { useId } from 'react';
import styled from 'styled-components';
import { wrappingRow } from '../../../styles/layout';
import { OutlineButton } from '../../../components/button';
import { FieldError } from '../../../components/form-field';
import { takeChosenFile, useImageUpload } from '../../../components/image-upload';
import { Picture } from '../../../components/picture';
import { spinnerRing } from '../../../components/spinner';
import { IMAGE_ACCEPT, UploadError, type UploadedImage, type UploadLimits } from '../../../lib/upload-image';
import { useServerText } from '../../../i18n/use-server-text';
import { useText } from '../../../i18n/use-text';

/**
 * A collection's cover: choosing a file uploads it at once (type `collection-cover`) and shows it; the form sends
 * its file name on saving. Removing it leaves the collection without a cover.
 */
export function CollectionCoverField({
  image,
  limits,
  error,
  onChange,
  onBusyChange,
}: {
  image: UploadedImage | null;
  limits: UploadLimits | null;
  /** The server's refusal of the cover, in the reader's words. */
  error?: string;
  onChange(image: UploadedImage | null): void;
  onBusyChange(busy: boolean): void;
}) {
  const text = useText();
  const serverText = useServerText();
  const prefix = useId();
  const inputId = `${prefix}-file`;
  const errorId = `${prefix}-error`;
  const { uploading, upload } = useImageUpload({
    limits,
    notAnImage: {
      kind: 'warning',
      title: text('staff.collections.editor.imageOnly'),
      text: text('staff.collections.editor.imageOnlyText'),
    },
    failureText: (failure) =>
      failure instanceof UploadError && failure.message ? serverText(failure) : undefined,
    onBusyChange,
  });
  return (
    <Field role="group" aria-labelledby={`${prefix}-label`}>
      <span id={`${prefix}-label`}>{text('staff.collections.editor.cover')}</span>
      <Row>
        <Preview aria-busy={uploading ? true : undefined}>
          {uploading ? (
            <Spinner role="status" aria-label={text('staff.collections.editor.coverUploading')} />
          ) : image ? (
            <Picture src={image.url} alt={text('staff.collections.editor.cover')} width={240} height={160} />
          ) : (
            <span>{text('staff.collections.editor.coverNone')}</span>
          )}
        </Preview>
        <Side>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            disabled={uploading !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              const file = takeChosenFile(event.target);
              if (file) void upload(file, 'collection-cover', onChange);
            }}
          />
          <OutlineButton as="label" htmlFor={inputId}>
            {text(image ? 'staff.collections.editor.coverChange' : 'staff.collections.editor.coverChoose')}
          </OutlineButton>
          {image ? (
            <OutlineButton type="button" disabled={uploading !== null} onClick={() => onChange(null)}>
              {text('staff.collections.editor.coverRemove')}
            </OutlineButton>
          ) : null}
          {limits ? (
            <small>{text('staff.collections.editor.coverLimits', { limit: limits.maxMegabytes })}</small>
          ) : null}
        </Side>
      </Row>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  > span {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Row = styled.div`
  ${wrappingRow}
  gap: 12px 16px;
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 240px;
  max-width: 100%;
  aspect-ratio: 3 / 2;
  border: 1.5px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Spinner = styled.span`
  ${spinnerRing(26)}
`;

const Side = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.ink};
    outline-offset: 2px;
  }
`;
