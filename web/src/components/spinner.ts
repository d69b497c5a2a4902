import { css, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A turning ring of the given size (CSS pixels), shown while a page or a picture is on its way. */
export function spinnerRing(size: number) {
  return css`
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.colors.line};
    border-top-color: ${({ theme }) => theme.colors.accent};
    animation: ${spin} 0.8s linear infinite;
  `;
}
