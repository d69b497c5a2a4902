import styled, { css } from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { Modal } from '../../components/modal';

/* The lightbox's frame: the dark full-screen dialog, its bar of tools, the stage a picture is fitted or zoomed in,
   the arrows and the caption. */

export const Box = styled(Modal)`
  && {
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    border-radius: 0;
    box-shadow: none;
    background: #0f0f14;
    color: #fff;
    overflow: hidden;
  }
  &&::backdrop {
    background: rgba(15, 15, 20, 0.9);
  }
`;

export const Content = styled.div`
  position: relative;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  height: 100%;
`;

export const Bar = styled.div`
  ${wrappingRow}
  justify-content: space-between;
  gap: 8px 12px;
  padding: 8px 12px;
  font-size: 0.9rem;
  white-space: nowrap;
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;
  margin-left: auto;
`;

const tool = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
  border: 1.5px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: #fff;
  font: inherit;
  font-weight: 600;
  font-size: 0.85rem;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: #fff;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

export const ToolButton = styled.button`
  ${tool}
`;

export const ToolLink = styled.a`
  ${tool}
`;

export const Stage = styled.div<{ $zoomed: boolean }>`
  display: flex;
  container-type: size;
  overflow: ${({ $zoomed }) => ($zoomed ? 'auto' : 'hidden')};
  overscroll-behavior: contain;
  /* Fitted, a horizontal drag is a swipe for the page's script; zoomed, the browser pans the picture. */
  touch-action: ${({ $zoomed }) => ($zoomed ? 'auto' : 'pinch-zoom')};
  img {
    margin: auto;
    display: block;
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    cursor: ${({ $zoomed }) => ($zoomed ? 'zoom-out' : 'zoom-in')};
    user-select: none;
  }
`;

export const Turn = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: rgba(15, 15, 20, 0.6);
  color: #fff;
  font-size: 2rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(15, 15, 20, 0.85);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

export const Caption = styled.p`
  margin: 0;
  padding: 10px 16px 14px;
  text-align: center;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;
