import styled from 'styled-components';
import { OutlineButton } from '../../components/button';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

/** A row of outline buttons of which one is chosen (`aria-pressed`): collection categories, Portfolio/Designer. */
export function ChoiceButtons<Id extends string>({
  label,
  choices,
  chosen,
  onChoose,
}: {
  /** The group's accessible name. */
  label: string;
  choices: readonly { id: Id; text: string }[];
  chosen: Id;
  onChoose(id: Id): void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {choices.map((choice) => (
        <OutlineButton
          key={choice.id}
          type="button"
          $active={choice.id === chosen}
          aria-pressed={choice.id === chosen}
          onClick={() => onChoose(choice.id)}
        >
          {choice.text}
        </OutlineButton>
      ))}
    </Group>
  );
}
