import styled from 'styled-components';

/**
 * The rich-text editor's size while its chunk loads and while it starts, so nothing moves when it appears.
 * Its own module: the form shows it before the editor's chunk has arrived.
 */
export const EditorPlaceholder = styled.div`
  min-height: 271px;
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.canvas};
`;
