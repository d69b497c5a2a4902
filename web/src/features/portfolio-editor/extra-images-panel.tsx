import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { OutlineButton } from '../../components/button';
import { fieldControl } from '../../components/form-field';
import { useText } from '../../i18n/use-text';
import { nextRowKey, type ImageRow, type PortfolioFormValues } from './forms/portfolio-schema';
import { Hint } from './field-parts';
import { FormPanel } from './form-panel';
import { ImagePicker } from './image-picker';
import { useLatest } from './use-latest';

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

/** The extra images (§2): rows of a picture and its description, added and removed at will. */
export function ExtraImagesPanel({ onBusyChange }: { onBusyChange(busy: boolean): void }) {
  const text = useText();
  const formik = useFormikContext<PortfolioFormValues>();
  const { images } = formik.values;
  const latest = useLatest(formik.values);

  function setImages(rows: ImageRow[]) {
    void formik.setFieldValue('images', rows, false);
  }

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
                  uploadType="portfolio-images"
                  image={row.image}
                  onUploaded={(image) => {
                    // The rows may have moved while the picture uploaded: it goes to its row where it is now.
                    const at = latest.current.images.findIndex((other) => other.key === row.key);
                    if (at >= 0) void formik.setFieldValue(`images.${at}.image`, image, false);
                  }}
                  onBusyChange={onBusyChange}
                />
                <RowSide>
                  <RowHead>
                    <label htmlFor={captionId}>{text('portfolioEditor.imageCaption', { number })}</label>
                    <RemoveButton
                      type="button"
                      aria-label={text('portfolioEditor.removeImage', { number })}
                      onClick={() => setImages(images.filter((other) => other.key !== row.key))}
                    >
                      {text('portfolioEditor.remove')}
                    </RemoveButton>
                  </RowHead>
                  <textarea id={captionId} {...formik.getFieldProps(`images.${index}.caption`)} />
                </RowSide>
              </Row>
            );
          })}
        </Rows>
      ) : null}
      <AddRowButton
        type="button"
        onClick={() => setImages([...images, { key: nextRowKey(images), image: null, caption: '' }])}
      >
        {text('portfolioEditor.addImage')}
      </AddRowButton>
    </FormPanel>
  );
}
