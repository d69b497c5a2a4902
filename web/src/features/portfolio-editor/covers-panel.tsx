import { useFormikContext } from 'formik';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import type { ImageUploadType } from '../../lib/upload-image';
import type { PortfolioFormValues, PortfolioUploadLimits } from './forms/portfolio-schema';
import { Hint } from './field-parts';
import { FormPanel } from './form-panel';
import { ImagePicker } from './image-picker';

interface Cover {
  name: 'cover' | 'shareCover';
  label: MessageId;
  hint?: MessageId;
  /** The preview's size in CSS pixels (§9). */
  width: number;
  height: number;
  uploadType: ImageUploadType;
  /** Which of the server's recommended sizes applies. */
  recommended: 'cover' | 'shareImage';
}

const COVERS: readonly Cover[] = [
  {
    name: 'cover',
    label: 'portfolioEditor.cover',
    width: 150,
    height: 150,
    uploadType: 'portfolio-cover',
    recommended: 'cover',
  },
  {
    name: 'shareCover',
    label: 'portfolioEditor.shareCover',
    hint: 'portfolioEditor.shareCoverHint',
    width: 300,
    height: 150,
    uploadType: 'portfolio-cover-share',
    recommended: 'shareImage',
  },
];

const CoverField = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

const CoverLabel = styled.span`
  font-weight: 600;
  font-size: 0.9rem;
`;

/**
 * The cover and the share cover (§9): each uploads as soon as a picture is chosen or dropped; beside each, the size
 * the server recommends for it and the size limit.
 */
export function CoversPanel({
  limits,
  onBusyChange,
}: {
  limits: PortfolioUploadLimits | null;
  onBusyChange(busy: boolean): void;
}) {
  const text = useText();
  const formik = useFormikContext<PortfolioFormValues>();
  return (
    <FormPanel name="covers" title="portfolioEditor.coversSection">
      {COVERS.map(({ name, label, hint, recommended, ...picture }) => (
        <CoverField key={name}>
          <CoverLabel>{text(label)}</CoverLabel>
          {hint ? <Hint>{text(hint)}</Hint> : null}
          <ImagePicker
            label={text(label)}
            {...picture}
            limits={limits}
            recommended={limits?.[recommended]}
            image={formik.values[name]}
            onUploaded={(image) => void formik.setFieldValue(name, image, false)}
            onBusyChange={onBusyChange}
          />
        </CoverField>
      ))}
    </FormPanel>
  );
}
