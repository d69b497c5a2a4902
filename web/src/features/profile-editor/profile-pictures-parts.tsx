import styled, { keyframes } from 'styled-components';
import { media } from '../../styles/theme';
import { Picture } from '../../components/picture';
import { spinnerRing } from '../../components/spinner';

/* The pieces of the profile's pictures: the cover button with its overlay, the round avatar with its badge, the
   uploading shimmer, the names under them and the note of pictures not saved yet. */

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

/** §9: the cover is 180 px high on desktop, 120 px on smaller screens. */
export const CoverButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: 120px;
  padding: 0;
  border: 0;
  overflow: hidden;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.large} ${({ theme }) => theme.radius.large} 0 0;
  ${media.medium} {
    height: 180px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ink};
    outline-offset: -3px;
  }
`;

export const CoverImage = styled(Picture)`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** The edit overlay: shown on hover or focus; always shown as a chip where there is no hover (touch). */
export const CoverOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: #fff;
  font-weight: 600;
  background: rgba(29, 27, 58, 0.45);
  opacity: 0;
  transition: opacity 0.2s;
  ${CoverButton}:hover &,
  ${CoverButton}:focus-visible & {
    opacity: 1;
  }
  @media (hover: none) {
    inset: auto 10px 10px auto;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    font-size: 0.85rem;
    opacity: 1;
  }
`;

export const Uploading = styled.span<{ $round?: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkSoft};
  border-radius: ${({ $round }) => ($round ? '50%' : '0')};
  background: linear-gradient(90deg, #eceaf4 0%, #f7f6fb 50%, #eceaf4 100%) 0 0 / 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
  &::before {
    content: '';
    ${spinnerRing(20)}
  }
`;

export const Identity = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  padding: 0 16px;
  margin-top: -45px;
  position: relative;
  ${media.medium} {
    padding: 0 32px;
  }
`;

/** §9: the avatar is 90×90. */
export const AvatarButton = styled.button`
  position: relative;
  flex: none;
  width: 90px;
  height: 90px;
  padding: 0;
  border: 4px solid ${({ theme }) => theme.colors.paper};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.line};
  box-shadow: 0 4px 14px rgba(29, 27, 58, 0.18);
  cursor: pointer;
  box-sizing: content-box;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ink};
  }
`;

export const AvatarImage = styled(Picture)`
  display: block;
  width: 90px;
  height: 90px;
  border-radius: 50%;
  object-fit: cover;
`;

export const AvatarBadge = styled.span`
  position: absolute;
  right: -4px;
  bottom: -2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.paper};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  ${AvatarButton}:hover & {
    background: ${({ theme }) => theme.colors.accentDark};
  }
`;

/** Below the cover's edge, beside the lower half of the avatar. */
export const Names = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  padding-top: 54px;
  strong {
    font-size: 1.2rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

export const Note = styled.p`
  margin: 14px 16px 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #fff6e9;
  color: #8a5a12;
  font-size: 0.88rem;
  ${media.medium} {
    margin: 14px 32px 0;
  }
`;

export function CameraIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 8.5A2.5 2.5 0 0 1 6.5 6h1.6l1.2-1.8A1.5 1.5 0 0 1 10.5 3.5h3a1.5 1.5 0 0 1 1.2.7L15.9 6h1.6A2.5 2.5 0 0 1 20 8.5v8a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5v-8Z"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12.5" r="3.4" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
