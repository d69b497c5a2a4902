import styled from 'styled-components';
import { linkCard } from '../../styles/surface';

const Art = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

/** Decorative drawings for the static cards (no external images); hidden from assistive technology. */
export function Illustration({ kind }: { kind: number }) {
  const shapes = [
    <>
      <rect width="320" height="180" fill="#fde7e5" />
      <circle cx="110" cy="95" r="52" fill="#f25c54" />
      <rect x="170" y="45" width="90" height="90" rx="14" fill="#1d1b3a" />
    </>,
    <>
      <rect width="320" height="180" fill="#e8eefc" />
      <path d="M40 150 L120 40 L200 150 Z" fill="#4a4868" />
      <circle cx="235" cy="70" r="34" fill="#f7b267" />
    </>,
    <>
      <rect width="320" height="180" fill="#fff3e2" />
      <rect x="50" y="40" width="60" height="100" rx="30" fill="#f7b267" />
      <rect x="130" y="60" width="60" height="80" rx="30" fill="#f25c54" />
      <rect x="210" y="30" width="60" height="110" rx="30" fill="#1d1b3a" />
    </>,
    <>
      <rect width="320" height="180" fill="#e6f5ec" />
      <path d="M0 140 Q80 60 160 120 T320 90 V180 H0 Z" fill="#2e9e5b" opacity="0.7" />
      <circle cx="90" cy="55" r="22" fill="#f7b267" />
    </>,
  ];
  return (
    <Art viewBox="0 0 320 180" aria-hidden="true" focusable="false">
      {shapes[kind % shapes.length]}
    </Art>
  );
}

/** Cards in 1, 2 or 4 columns. */
export const StaticGrid = styled.ul`
  list-style: none;
  margin: 0 0 48px;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  li {
    ${linkCard}
  }
  p {
    margin: 0 0 10px;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  span {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accentDark};
  }
`;
