import type { ReactNode } from 'react';
import type { ChainedCommands, Editor } from '@tiptap/react';
import type { MessageIdsUnder } from '../../i18n/catalog';

/** A toolbar button's id: its name is the catalogue message `richText.tool.<id>`. */
type ToolId = MessageIdsUnder<'richText.tool.'>;

/** A toolbar button and what it does. */
export interface Tool {
  id: ToolId;
  /** The mark or node the caret must be in for the button to show pressed; an action has none. */
  active?: readonly [name: string, attributes?: Record<string, unknown>];
  /** Whether it can run now (undo, redo); always when absent. */
  can?(editor: Editor): boolean;
  /** What it does to the document; the link tool has none: it opens the link bar instead. */
  command?(chain: ChainedCommands): ChainedCommands;
}

/** The button of a heading level: pressed inside such a heading, it toggles one. */
function heading(level: 2 | 3): Tool {
  return {
    id: `heading${level}`,
    active: ['heading', { level }],
    command: (chain) => chain.toggleHeading({ level }),
  };
}

/** The toolbar, in groups a separator parts: text marks, headings, blocks and the link, history. */
export const TOOL_GROUPS: readonly (readonly Tool[])[] = [
  [
    { id: 'italic', active: ['italic'], command: (chain) => chain.toggleItalic() },
    { id: 'underline', active: ['underline'], command: (chain) => chain.toggleUnderline() },
    { id: 'strike', active: ['strike'], command: (chain) => chain.toggleStrike() },
  ],
  [heading(2), heading(3)],
  [
    { id: 'bulletList', active: ['bulletList'], command: (chain) => chain.toggleBulletList() },
    { id: 'orderedList', active: ['orderedList'], command: (chain) => chain.toggleOrderedList() },
    { id: 'blockquote', active: ['blockquote'], command: (chain) => chain.toggleBlockquote() },
    { id: 'link', active: ['link'] },
    { id: 'horizontalRule', command: (chain) => chain.setHorizontalRule() },
  ],
  [
    { id: 'undo', can: (editor) => editor.can().undo(), command: (chain) => chain.undo() },
    { id: 'redo', can: (editor) => editor.can().redo(), command: (chain) => chain.redo() },
  ],
];

/** A line icon: its paths, and any other shapes as children. */
function Icon({ paths, children }: { paths: readonly string[]; children?: ReactNode }) {
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
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
      {children}
    </svg>
  );
}

/** What each button shows: a letter set as its mark sets text, or an icon. */
export const TOOL_FACES: Record<ToolId, ReactNode> = {
  italic: <em style={{ fontFamily: 'Georgia, serif', fontSize: '1.05rem' }}>I</em>,
  underline: <span style={{ textDecoration: 'underline' }}>U</span>,
  strike: <span style={{ textDecoration: 'line-through' }}>S</span>,
  heading2: 'H2',
  heading3: 'H3',
  bulletList: (
    <Icon paths={['M9 6h11M9 12h11M9 18h11']}>
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </Icon>
  ),
  orderedList: (
    <Icon paths={['M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M4 14.5a1 1 0 0 1 2 0c0 1-2 1.5-2 3.5h2']} />
  ),
  blockquote: <Icon paths={['M7 7h4v4c0 3-2 5-4 6M15 7h4v4c0 3-2 5-4 6']} />,
  link: (
    <Icon
      paths={[
        'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
        'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
      ]}
    />
  ),
  horizontalRule: <Icon paths={['M4 12h16']} />,
  undo: <Icon paths={['M9 14 4 9l5-5', 'M4 9h11a5 5 0 0 1 0 10h-3']} />,
  redo: <Icon paths={['m15 14 5-5-5-5', 'M20 9H9a5 5 0 0 0 0 10h3']} />,
};
