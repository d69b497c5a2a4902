import styled from 'styled-components';
import { OutlineButton } from './button';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * Pressed buttons choosing one of a few values (an order, a measure, a period): the chosen one is pressed
 * (`aria-pressed`); pressing any, the chosen one too, calls `onChoose`.
 */
export function PressedGroup<Value extends string>({
  label,
  options,
  value,
  onChoose,
}: {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChoose(value: Value): void;
}) {
  return (
    <Toolbar role="group" aria-label={label}>
      {options.map((option) => (
        <OutlineButton
          key={option.value}
          type="button"
          $active={value === option.value}
          aria-pressed={value === option.value}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
        </OutlineButton>
      ))}
    </Toolbar>
  );
}
