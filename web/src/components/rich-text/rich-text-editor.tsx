import { useEffect, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import styled from 'styled-components';
import { useText } from '../../i18n/use-text';
import { EditorPlaceholder } from './editor-placeholder';
import { EditorToolbar } from './editor-toolbar';
import { htmlOf, richTextExtensions } from './rich-text-extensions';

const Frame = styled.div<{ $invalid: boolean; $focused: boolean }>`
  border: 1.5px solid
    ${({ theme, $invalid, $focused }) =>
      $invalid ? theme.colors.rejected : $focused ? theme.colors.ink : theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.paper};
  min-width: 0;
  transition: border-color 0.15s;
`;

/** The writing area; the same typography as the detail page's prose. */
const Content = styled.div`
  .ProseMirror {
    min-height: 220px;
    max-height: 520px;
    overflow-y: auto;
    padding: 12px 14px;
    line-height: 1.7;
    outline: none;
    overflow-wrap: anywhere;
    > :first-child {
      margin-top: 0;
    }
    p {
      margin: 0 0 0.8em;
    }
    h2,
    h3,
    h4 {
      margin: 1.2em 0 0.5em;
      line-height: 1.3;
    }
    h2 {
      font-size: 1.35rem;
    }
    h3 {
      font-size: 1.15rem;
    }
    h4 {
      font-size: 1rem;
    }
    ul,
    ol {
      padding-left: 1.4em;
      margin: 0 0 0.8em;
    }
    li p {
      margin: 0.2em 0;
    }
    blockquote {
      margin: 0 0 0.8em;
      padding: 4px 0 4px 14px;
      border-left: 3px solid ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.inkSoft};
    }
    a {
      color: ${({ theme }) => theme.colors.accentDark};
      text-decoration: underline;
    }
    hr {
      border: 0;
      border-top: 1px solid ${({ theme }) => theme.colors.line};
      margin: 1.2em 0;
    }
  }
`;

export interface RichTextEditorProps {
  /** The HTML to show; when it changes from outside (a reload), the editor takes it. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  /** The id of the visible label of the field. */
  labelledBy: string;
  /** The id of a hint or error under the field. */
  describedBy?: string;
  invalid?: boolean;
}

/** The project's rich-text content (§2): TipTap with a small toolbar and no bold. Its own chunk: lazy-load it. */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const text = useText();
  const [focused, setFocused] = useState(false);
  const editor = useEditor({
    // Created once mounted rather than during render: an editor made during a render that React then
    // sets aside would be destroyed by TipTap while this component still held it.
    immediatelyRender: false,
    extensions: richTextExtensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    // useEditor passes changed options (the error's aria attributes) on to the editor at every render.
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      onBlur?.();
    },
  });

  // A reload of the form (after saving an edit) hands the editor new HTML. An editor that is not mounted
  // (or was replaced by useEditor, which then renders again with the new one) is left alone: a new editor
  // starts from the current value anyway.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return <EditorPlaceholder aria-hidden="true" />;
  return (
    <Frame $invalid={invalid} $focused={focused}>
      <EditorToolbar editor={editor} label={text('richText.toolbar')} />
      <Content>
        <EditorContent editor={editor} />
      </Content>
    </Frame>
  );
}
