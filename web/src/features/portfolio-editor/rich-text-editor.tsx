import { useEffect, useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styled from 'styled-components';
import { useText } from '../../i18n/use-text';
import type { MessageIdsUnder } from '../../i18n/catalog';

/** Links the sanitiser keeps (bff/src/html/sanitize-html.ts allows http, https and mailto only). */
const ALLOWED_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * What the editor can produce, kept inside what the BFF's sanitiser lets through: paragraphs, headings 2–4,
 * lists, italic, underline, strike, quotes, rules and http(s)/mailto links. There is no bold (§2: the
 * editor hides its bold button; without the extension Ctrl+B does nothing either), and no code marks or
 * blocks, which the sanitiser would strip.
 */
export const richTextExtensions = [
  StarterKit.configure({
    bold: false,
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => ALLOWED_LINK.test(url),
    },
  }),
];

/** A typed link made usable: `example.com` becomes `https://example.com`; anything else odd is refused. */
export function normaliseLink(input: string): string | null {
  const url = input.trim();
  if (url === '') return null;
  if (ALLOWED_LINK.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  if (url.includes('@') && !url.includes('/')) return `mailto:${url}`;
  return `https://${url.replace(/^\/+/, '')}`;
}

const Frame = styled.div<{ $invalid: boolean; $focused: boolean }>`
  border: 1.5px solid
    ${({ theme, $invalid, $focused }) =>
      $invalid ? theme.colors.rejected : $focused ? theme.colors.ink : theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.paper};
  min-width: 0;
  transition: border-color 0.15s;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.canvas};
  border-radius: ${({ theme }) => theme.radius.small} ${({ theme }) => theme.radius.small} 0 0;
`;

const Separator = styled.span`
  width: 1px;
  height: 22px;
  margin: 0 4px;
  background: ${({ theme }) => theme.colors.line};
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkSoft};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.ink};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const LinkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  input {
    flex: 1 1 180px;
    min-width: 0;
    min-height: 36px;
    padding: 6px 10px;
    font: inherit;
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  button {
    min-height: 36px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.paper};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button.apply {
    border-color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
`;

const LinkError = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.rejected};
`;

/** The editor's size while it starts, so nothing moves when it appears. */
const EditorPlaceholder = styled.div`
  min-height: 271px;
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.canvas};
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

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const ICONS = {
  bulletList: (
    <Icon>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M4 14.5a1 1 0 0 1 2 0c0 1-2 1.5-2 3.5h2" />
    </Icon>
  ),
  blockquote: (
    <Icon>
      <path d="M7 7h4v4c0 3-2 5-4 6M15 7h4v4c0 3-2 5-4 6" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
  horizontalRule: (
    <Icon>
      <path d="M4 12h16" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H9a5 5 0 0 0 0 10h3" />
    </Icon>
  ),
};

/**
 * The HTML to store: '' for an empty document, and without the empty paragraph the editor keeps after a
 * final list or quote so the caret can leave it.
 */
export function htmlOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

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
      <EditorToolbar editor={editor} label={text('portfolioEditor.toolbar')} />
      <Content>
        <EditorContent editor={editor} />
      </Content>
    </Frame>
  );
}

function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const text = useText();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);
  const linkInputId = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();

  function applyLink() {
    const href = normaliseLink(linkValue);
    if (linkValue.trim() !== '' && !href) {
      setLinkInvalid(true);
      return;
    }
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  }
  const tools: {
    id: MessageIdsUnder<'portfolioEditor.tool.'>;
    pressed?: boolean;
    run(): void;
    content: ReactNode;
    disabled?: boolean;
  }[][] = [
    [
      {
        id: 'italic',
        pressed: state.italic,
        run: () => chain().toggleItalic().run(),
        content: <em style={{ fontFamily: 'Georgia, serif', fontSize: '1.05rem' }}>I</em>,
      },
      {
        id: 'underline',
        pressed: state.underline,
        run: () => chain().toggleUnderline().run(),
        content: <span style={{ textDecoration: 'underline' }}>U</span>,
      },
      {
        id: 'strike',
        pressed: state.strike,
        run: () => chain().toggleStrike().run(),
        content: <span style={{ textDecoration: 'line-through' }}>S</span>,
      },
    ],
    [
      {
        id: 'heading2',
        pressed: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
        content: 'H2',
      },
      {
        id: 'heading3',
        pressed: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
        content: 'H3',
      },
    ],
    [
      {
        id: 'bulletList',
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
        content: ICONS.bulletList,
      },
      {
        id: 'orderedList',
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
        content: ICONS.orderedList,
      },
      {
        id: 'blockquote',
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
        content: ICONS.blockquote,
      },
      {
        id: 'link',
        pressed: state.link || linkOpen,
        run: () => {
          setLinkValue(state.href);
          setLinkInvalid(false);
          setLinkOpen((open) => !open);
        },
        content: ICONS.link,
      },
      {
        id: 'horizontalRule',
        run: () => chain().setHorizontalRule().run(),
        content: ICONS.horizontalRule,
      },
    ],
    [
      { id: 'undo', run: () => chain().undo().run(), content: ICONS.undo, disabled: !state.canUndo },
      { id: 'redo', run: () => chain().redo().run(), content: ICONS.redo, disabled: !state.canRedo },
    ],
  ];

  return (
    <>
      <Toolbar role="toolbar" aria-label={label}>
        {tools.map((group, index) => (
          <span key={index} style={{ display: 'contents' }}>
            {index > 0 ? <Separator aria-hidden="true" /> : null}
            {group.map((tool) => (
              <ToolButton
                key={tool.id}
                type="button"
                aria-label={text(`portfolioEditor.tool.${tool.id}`)}
                title={text(`portfolioEditor.tool.${tool.id}`)}
                aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                disabled={tool.disabled}
                // Keep the selection in the editor while clicking the toolbar.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
              >
                {tool.content}
              </ToolButton>
            ))}
          </span>
        ))}
      </Toolbar>
      {linkOpen ? (
        <LinkBar>
          <label htmlFor={linkInputId} className="visually-hidden">
            {text('portfolioEditor.linkAddress')}
          </label>
          <input
            id={linkInputId}
            type="text"
            inputMode="url"
            placeholder="https://"
            value={linkValue}
            autoFocus
            aria-invalid={linkInvalid || undefined}
            onChange={(event) => {
              setLinkValue(event.target.value);
              setLinkInvalid(false);
            }}
            onKeyDown={(event) => {
              // Enter applies the link rather than submitting the portfolio form around the editor.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinkOpen(false);
            }}
          />
          <button type="button" className="apply" onClick={applyLink}>
            {text('portfolioEditor.linkApply')}
          </button>
          {state.link ? (
            <button
              type="button"
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {text('portfolioEditor.linkRemove')}
            </button>
          ) : null}
          {linkInvalid ? <LinkError role="alert">{text('portfolioEditor.linkInvalid')}</LinkError> : null}
        </LinkBar>
      ) : null}
    </>
  );
}
