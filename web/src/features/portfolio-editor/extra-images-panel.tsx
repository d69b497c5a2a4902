import { useId, useRef } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { OutlineButton } from '../../components/button';
import { fieldControl } from '../../components/form-field';
import { useDialog } from '../../components/dialog';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import { IMAGE_ACCEPT, refusalOf } from '../../lib/upload-image';
import {
  moveRow,
  nextRowKey,
  type ImageRow,
  type PortfolioFormValues,
  type PortfolioUploadLimits,
} from './forms/portfolio-schema';
import { Hint, usePortfolioFields } from './field-parts';
import { FormPanel } from './form-panel';
import { ImagePicker } from './image-picker';
import { useLatest } from '../../lib/use-latest';
import { useFileDrop } from '../../lib/use-file-drop';

const Rows = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 95px minmax(0, 1fr);
  gap: 12px;
  align-items: start;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.canvas};
  textarea {
    ${fieldControl}
    min-height: 60px;
    font-size: 0.9rem;
    padding: 8px 10px;
    resize: vertical;
  }
`;

const RowSide = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label {
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const RowHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const RemoveButton = styled.button`
  border: 0;
  background: none;
  padding: 4px 6px;
  color: ${({ theme }) => theme.colors.rejected};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.small};
  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const AddRowButton = styled(OutlineButton)`
  justify-self: start;
  border-style: dashed;
`;

const RowTools = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
`;

const MoveButton = styled.button`
  min-width: 28px;
  min-height: 28px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: 1rem;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.small};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;

/** Where several pictures may be dropped at once, or chosen (the label opens the file chooser). */
const DropZone = styled.label<{ $dragging: boolean }>`
  display: grid;
  justify-items: center;
  gap: 4px;
  padding: 18px 12px;
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.accent : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.accentSoft : theme.colors.canvas)};
  text-align: center;
  cursor: pointer;
  strong {
    font-size: 0.95rem;
  }
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.ink};
    outline-offset: 2px;
  }
`;

/**
 * The extra images (§2): rows of a picture and its description, in the order they are stored. Several pictures may
 * be dropped or chosen at once: each gets a row and uploads; those the server would refuse are named in one message
 * before anything is sent. Rows move up and down with their buttons.
 */
export function ExtraImagesPanel({
  limits,
  onBusyChange,
}: {
  limits: PortfolioUploadLimits | null;
  onBusyChange(busy: boolean): void;
}) {
  const text = useText();
  const serverText = useServerText();
  const dialog = useDialog();
  const formik = useFormikContext<PortfolioFormValues>();
  const { images } = formik.values;
  // Captions are free text: bound the form's way, with no rule of their own.
  const fields = usePortfolioFields(formik, false);
  const latest = useLatest(formik.values);
  const inputId = useId();
  /** Files waiting for the picker of their new row, by row key. */
  const pending = useRef(new Map<number, File>());

  function setImages(rows: ImageRow[]) {
    void formik.setFieldValue('images', rows, false);
  }

  async function addFiles(files: readonly File[]) {
    const refused: string[] = [];
    const rows = [...latest.current.images];
    for (const file of files) {
      const refusal = refusalOf(file, limits);
      if (refusal) {
        refused.push(text('portfolioEditor.fileRefused', { name: file.name, reason: serverText(refusal) }));
        continue;
      }
      const key = nextRowKey(rows);
      pending.current.set(key, file);
      rows.push({ key, image: null, caption: '' });
    }
    if (rows.length > latest.current.images.length) setImages(rows);
    if (refused.length > 0)
      await dialog.alert({
        kind: 'warning',
        title: text('portfolioEditor.filesRefused', { count: refused.length }),
        text: refused.join(' '),
      });
  }

  const drop = useFileDrop((files) => void addFiles(files));

  return (
    <FormPanel name="images" title="portfolioEditor.imagesSection">
      <Hint>{text('portfolioEditor.imagesHint')}</Hint>
      {images.length > 0 ? (
        <Rows>
          {images.map((row, index) => {
            const number = index + 1;
            const captionId = `portfolio-image-${row.key}-caption`;
            return (
              <Row key={row.key}>
                <ImagePicker
                  label={text('portfolioEditor.imageNumber', { number })}
                  width={95}
                  height={95}
                  compact
                  limits={limits}
                  uploadType="portfolio-images"
                  image={row.image}
                  initialFile={pending.current.get(row.key)}
                  onUploaded={(image) => {
                    pending.current.delete(row.key);
                    // The rows may have moved while the picture uploaded: it goes to its row where it is now.
                    const at = latest.current.images.findIndex((other) => other.key === row.key);
                    if (at >= 0) void formik.setFieldValue(`images.${at}.image`, image, false);
                  }}
                  onBusyChange={onBusyChange}
                />
                <RowSide>
                  <RowHead>
                    <label htmlFor={captionId}>{text('portfolioEditor.imageCaption', { number })}</label>
                    <RowTools>
                      <MoveButton
                        type="button"
                        aria-label={text('portfolioEditor.moveImageUp', { number })}
                        title={text('portfolioEditor.moveImageUp', { number })}
                        disabled={index === 0}
                        onClick={() => setImages(moveRow(images, index, -1))}
                      >
                        ↑
                      </MoveButton>
                      <MoveButton
                        type="button"
                        aria-label={text('portfolioEditor.moveImageDown', { number })}
                        title={text('portfolioEditor.moveImageDown', { number })}
                        disabled={index === images.length - 1}
                        onClick={() => setImages(moveRow(images, index, 1))}
                      >
                        ↓
                      </MoveButton>
                      <RemoveButton
                        type="button"
                        aria-label={text('portfolioEditor.removeImage', { number })}
                        onClick={() => {
                          pending.current.delete(row.key);
                          setImages(images.filter((other) => other.key !== row.key));
                        }}
                      >
                        {text('portfolioEditor.remove')}
                      </RemoveButton>
                    </RowTools>
                  </RowHead>
                  <textarea {...fields.control(`images.${index}.caption`, captionId)} />
                </RowSide>
              </Row>
            );
          })}
        </Rows>
      ) : null}
      <DropZone htmlFor={inputId} $dragging={drop.dragging} {...drop.zone}>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          className="visually-hidden"
          aria-label={text('portfolioEditor.addImages')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void addFiles(files);
          }}
        />
        <strong>{text('portfolioEditor.dropImages')}</strong>
        {limits ? <span>{text('portfolioEditor.imageLimits', { limit: limits.maxMegabytes })}</span> : null}
      </DropZone>
      <AddRowButton
        type="button"
        onClick={() => setImages([...images, { key: nextRowKey(images), image: null, caption: '' }])}
      >
        {text('portfolioEditor.addImage')}
      </AddRowButton>
    </FormPanel>
  );
}
