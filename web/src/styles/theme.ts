/** Colours, type and breakpoints of the site; components read them through styled-components' theme. */
export const theme = {
  colors: {
    ink: '#1d1b3a',
    inkSoft: '#4a4868',
    // Text colours read at 4.5:1 or more (WCAG 2.2 AA) on paper and canvas; accentDark also on accentSoft, and the
    // three statuses on their chips' tints (#e6f5ec, #fdecec, #efeff4). tests/e2e/accessibility.test.ts checks them.
    muted: '#6b6983',
    line: '#e6e4ef',
    paper: '#ffffff',
    canvas: '#f7f6fb',
    /** The coral of buttons and links: white text on it, and it as text on paper or canvas, read at 4.6:1 or more. */
    accent: '#cc3a33',
    accentDark: '#a8302b',
    accentSoft: '#fde7e5',
    gold: '#f7b267',
    approved: '#237a47',
    rejected: '#c63538',
    pending: '#6c6980',
    /** The tints behind the statuses (chips, banners), and the amber of a warning, read at 4.5:1 on its tint. */
    approvedSoft: '#e6f5ec',
    rejectedSoft: '#fdecec',
    pendingSoft: '#efeff4',
    warning: '#7a4a00',
    warningSoft: '#fff4e0',
    /** The blue that marks what is new to the staff (an unread enquiry); white text on it. */
    news: '#1d5fa8',
  },
  fonts: {
    body: "'IBM Plex Sans Thai', 'Noto Sans Thai', system-ui, sans-serif",
  },
  radius: { small: '6px', medium: '12px', large: '20px', round: '999px' },
  shadow: { card: '0 1px 2px rgba(29,27,58,.06), 0 8px 24px rgba(29,27,58,.06)' },
  /** Bootstrap-like widths: small ≥ 576, medium ≥ 768, large ≥ 992, extra large ≥ 1200. */
  breakpoints: { small: '576px', medium: '768px', large: '992px', xlarge: '1200px' },
  layout: { maxWidth: '1240px', headerHeight: '68px' },
} as const;

export type Theme = typeof theme;

export const media = {
  small: `@media (min-width: ${theme.breakpoints.small})`,
  medium: `@media (min-width: ${theme.breakpoints.medium})`,
  large: `@media (min-width: ${theme.breakpoints.large})`,
  xlarge: `@media (min-width: ${theme.breakpoints.xlarge})`,
};
