import styled from 'styled-components';
import { OutlineButton } from '../../components/button';
import { useText } from '../../i18n/use-text';
import { FormPanel } from './form-panel';
import { TagPicker, type PickableTag } from './tag-picker';

const AddTagButton = styled(OutlineButton)`
  min-height: 40px;
  padding: 0 16px;
  font-size: 0.9rem;
`;

export interface TagsPanelProps {
  tags: readonly PickableTag[];
  awards: readonly PickableTag[];
  /** Opens the add-new-tag dialog. */
  onAddTag(): void;
}

/** The portfolio's normal tags, with a way to add a new one, and its awards. */
export function TagsPanel({ tags, awards, onAddTag }: TagsPanelProps) {
  const text = useText();
  return (
    <FormPanel name="tags" title="portfolioEditor.tagsSection">
      <TagPicker
        name="tagIds"
        legend="portfolioEditor.tags"
        tags={tags}
        emptyText="portfolioEditor.noTags"
        action={
          <AddTagButton type="button" onClick={onAddTag}>
            {text('portfolioEditor.addTag')}
          </AddTagButton>
        }
      />
      <TagPicker
        name="awardIds"
        legend="portfolioEditor.awards"
        tags={awards}
        emptyText="portfolioEditor.noAwards"
      />
    </FormPanel>
  );
}
