import { useState } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { useText } from '../../i18n/use-text';
import { TOOL_FACES, TOOL_GROUPS, type Tool } from './editor-tools';
import { LinkBar } from './link-bar';

const Toolbar = styled.div`
  ${wrappingRow}
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

const TOOLS = TOOL_GROUPS.flat();

/** What a tool's button shows now: pressed (undefined for an action) and whether it can be used. */
function toolStates(editor: Editor) {
  return Object.fromEntries(
    TOOLS.map((tool) => [
      tool.id,
      {
        pressed: tool.active ? editor.isActive(...tool.active) : undefined,
        disabled: tool.can ? !tool.can(editor) : false,
      },
    ]),
  ) as Record<Tool['id'], { pressed?: boolean; disabled: boolean }>;
}

/** The editor's formatting toolbar and, under it while open, the link bar. */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const text = useText();
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: toolStates(current),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  return (
    <>
      <Toolbar role="toolbar" aria-label={label}>
        {TOOL_GROUPS.map((group, index) => (
          <span key={index} style={{ display: 'contents' }}>
            {index > 0 ? <Separator aria-hidden="true" /> : null}
            {group.map(({ id, command }) => {
              const { pressed, disabled } = state.tools[id];
              return (
                <ToolButton
                  key={id}
                  type="button"
                  aria-label={text(`richText.tool.${id}`)}
                  title={text(`richText.tool.${id}`)}
                  // The link tool also shows pressed while its bar is open.
                  aria-pressed={command ? pressed : pressed || linkOpen}
                  disabled={disabled}
                  // Keep the selection in the editor while clicking the toolbar.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={
                    command ? () => command(editor.chain().focus()).run() : () => setLinkOpen((open) => !open)
                  }
                >
                  {TOOL_FACES[id]}
                </ToolButton>
              );
            })}
          </span>
        ))}
      </Toolbar>
      {linkOpen ? (
        <LinkBar
          editor={editor}
          href={state.href}
          linked={state.tools.link.pressed ?? false}
          onClose={() => setLinkOpen(false)}
        />
      ) : null}
    </>
  );
}
