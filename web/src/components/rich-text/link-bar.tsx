import { useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import styled from 'styled-components';
import { OutlineButton } from '../button';
import { fieldControl } from '../form-field';
import { useText } from '../../i18n/use-text';
import { normaliseLink } from './rich-text-extensions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  input {
    ${fieldControl}
    flex: 1 1 180px;
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.rejected};
  }
`;

const BarButton = styled(OutlineButton)`
  min-height: 36px;
  padding: 0 14px;
`;

const LinkError = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.rejected};
`;

export interface LinkBarProps {
  editor: Editor;
  /** The address of the link at the caret, '' outside a link: what the box starts with. */
  href: string;
  /** Whether the caret is in a link, which can then be removed. */
  linked: boolean;
  onClose(): void;
}

/** The address box under the toolbar: sets, changes or removes the link at the caret. */
export function LinkBar({ editor, href, linked, onClose }: LinkBarProps) {
  const text = useText();
  const inputId = useId();
  const [value, setValue] = useState(href);
  const [invalid, setInvalid] = useState(false);
  const onLink = () => editor.chain().focus().extendMarkRange('link');

  function apply() {
    const next = normaliseLink(value);
    if (value.trim() !== '' && !next) {
      setInvalid(true);
      return;
    }
    if (next) onLink().setLink({ href: next }).run();
    else onLink().unsetLink().run();
    onClose();
  }

  return (
    <Bar>
      <label htmlFor={inputId} className="visually-hidden">
        {text('richText.linkAddress')}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        placeholder="https://"
        value={value}
        autoFocus
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          // Enter applies the link rather than submitting the portfolio form around the editor.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') onClose();
        }}
      />
      <BarButton type="button" $active onClick={apply}>
        {text('richText.linkApply')}
      </BarButton>
      {linked ? (
        <BarButton
          type="button"
          onClick={() => {
            onLink().unsetLink().run();
            onClose();
          }}
        >
          {text('richText.linkRemove')}
        </BarButton>
      ) : null}
      {invalid ? <LinkError role="alert">{text('richText.linkInvalid')}</LinkError> : null}
    </Bar>
  );
}
