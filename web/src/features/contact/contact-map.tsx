import styled from 'styled-components';
import { useText } from '../../i18n/use-text';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.large};
`;

/** A drawn map of the centre's block (an embedded map needs the network; this one is part of the page). */
export function ContactMap() {
  const text = useText();
  return (
    <Svg viewBox="0 0 640 360" role="img" aria-label={text('contact.mapLabel')}>
      <rect width="640" height="360" fill="#eef0f4" />
      <path d="M0 250 C 160 230 260 300 420 270 S 600 230 640 240 L640 360 L0 360 Z" fill="#cfe3f3" />
      <rect x="40" y="40" width="150" height="90" rx="10" fill="#dfeedd" />
      <rect x="470" y="30" width="130" height="110" rx="10" fill="#dfeedd" />
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M0 170 H640" strokeWidth="26" />
        <path d="M320 0 V250" strokeWidth="18" />
        <path d="M120 0 L220 250" strokeWidth="12" />
        <path d="M0 80 H640" strokeWidth="10" />
        <path d="M520 0 V250" strokeWidth="10" />
      </g>
      <path d="M0 170 H640" stroke="#f7b267" strokeWidth="2" strokeDasharray="14 10" />
      <g fill="#ffffff" stroke="#e6e4ef">
        <rect x="210" y="96" width="80" height="54" rx="6" />
        <rect x="350" y="96" width="60" height="54" rx="6" />
        <rect x="350" y="192" width="140" height="44" rx="6" />
        <rect x="210" y="192" width="80" height="44" rx="6" />
      </g>
      <g transform="translate(380 150)">
        <ellipse cx="0" cy="6" rx="16" ry="5" fill="rgba(29,27,58,.18)" />
        <path d="M0 4 C -26 -24 -22 -58 0 -58 C 22 -58 26 -24 0 4 Z" fill="#f25c54" />
        <circle cx="0" cy="-36" r="8" fill="#ffffff" />
      </g>
      <g>
        <rect x="404" y="100" width="196" height="34" rx="17" fill="#1d1b3a" />
        <text x="502" y="122" textAnchor="middle" fill="#ffffff" fontSize="15" fontWeight="600">
          {text('contact.mapPin')}
        </text>
      </g>
    </Svg>
  );
}
