import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../styles/theme';
import { Picture } from './picture';
import { panelSurface } from '../styles/surface';

/** The card heading a person's page (a designer's, the member's own): a cover across the top, then who it is. */
const CoverHeaderCard = styled.header`
  ${panelSurface}
  overflow: hidden;
`;

/**
 * The cover: the person's cover image, or without one a gradient from the accent to gold (through
 * `$middle`, a colour and its place, where given). §9: 180 px high on desktop, 120 px on smaller screens.
 */
const CoverBanner = styled.div<{ $middle?: string }>`
  height: 120px;
  background: ${({ theme, $middle }) =>
    `linear-gradient(120deg, ${[theme.colors.accentSoft, $middle, theme.colors.gold].filter(Boolean).join(', ')})`};
  ${media.medium} {
    height: 180px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/** The widest the cover shows: the page's column (the layout's maximum width). */
const COVER_WIDTH = 1240;

/** The round 90×90 picture that overlaps the cover's lower edge (its image is 82 px inside a 4 px border). */
const CoverAvatar = styled.div`
  width: 90px;
  height: 90px;
  flex: 0 0 90px;
  margin-top: -45px;
  border-radius: 50%;
  overflow: hidden;
  border: 4px solid ${({ theme }) => theme.colors.paper};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: 0 4px 14px rgba(29, 27, 58, 0.12);
  img {
    display: block;
    height: 82px;
  }
`;

/** The row under the cover: the picture overlapping it, the names beside it, and what the page adds. */
const CoverIdentity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px 18px;
  padding: 0 20px 18px;
  ${media.medium} {
    padding: 0 28px 20px;
  }
`;

/** The person's name (h1) and the quieter lines under it. */
const CoverNames = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  padding-top: 12px;
  h1 {
    font-size: clamp(1.35rem, 1.15rem + 1vw, 1.9rem);
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  width: 100%;
  > * {
    flex: 1 1 auto;
  }
  ${media.medium} {
    width: auto;
    padding-top: 16px;
    > * {
      flex: none;
    }
  }
`;

/**
 * The header of a person's page (a designer's, the member's own): the cover (`middle` colours the gradient shown
 * without one), the round picture, the name as the page's h1 with the English name under it when it differs, then
 * the page's own `lines`, its `actions` beside them and what follows under them (`children`, e.g. tabs).
 */
export function CoverHeader({
  coverUrl,
  middle,
  pictureUrl,
  pictureAlt,
  name,
  englishName,
  lines,
  actions,
  className,
  children,
}: {
  coverUrl: string | undefined;
  middle?: string;
  pictureUrl: string | undefined;
  pictureAlt: string;
  name: string;
  englishName: string;
  lines?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <CoverHeaderCard className={className}>
      <CoverBanner $middle={middle}>
        {/* The page's largest picture: a copy as wide as the reader's screen, asked for straight from the server's
            HTML (a CSS background was found only once the styles applied, and came at full size). */}
        {coverUrl ? <Picture src={coverUrl} alt="" width={COVER_WIDTH} height={180} priority /> : null}
      </CoverBanner>
      <CoverIdentity>
        <CoverAvatar>
          <Picture src={pictureUrl} alt={pictureAlt} width={82} height={82} kind="avatar" eager />
        </CoverAvatar>
        <CoverNames>
          <h1>{name}</h1>
          {englishName && englishName !== name ? <p lang="en">{englishName}</p> : null}
          {lines}
        </CoverNames>
        {actions ? <Actions>{actions}</Actions> : null}
      </CoverIdentity>
      {children}
    </CoverHeaderCard>
  );
}
