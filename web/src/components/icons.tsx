import type { ReactNode } from 'react';

/**
 * The frame of the site's 24×24 icons, drawn inline (no icon font) in the text colour. Hidden from screen
 * readers: the button or link an icon sits in carries the name.
 */
export function Icon({
  size,
  fill = 'none',
  children,
}: {
  size: number;
  fill?: string;
  children: ReactNode;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill={fill}>
      {children}
    </svg>
  );
}

/** Create, add a row. */
export function PlusIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </Icon>
  );
}

/** Edit. */
export function PencilIcon() {
  return (
    <Icon size={16}>
      <path
        d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** The member's profile: a head and shoulders. */
export function ProfileIcon() {
  return (
    <Icon size={18}>
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}

/** Notifications: a bell. */
export function BellIcon({ size = 22 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path
        d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2H4.5zM10 20.5a2.2 2.2 0 0 0 4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </Icon>
  );
}

/** Enquiries: an inbox tray. */
export function InboxIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path
        d="M3.5 13.5 6 5h12l2.5 8.5V19H3.5zM3.5 13.5h5l1.2 2.2h4.6l1.2-2.2h5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** Appreciation: a heart, filled once the reader appreciates the work. */
export function HeartIcon({ filled = false, size = 20 }: { filled?: boolean; size?: number }) {
  return (
    <Icon size={size}>
      <path
        d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** Facebook's blue. */
const FACEBOOK_BLUE = '#1877f2';

/** Facebook's mark: its "f" cut from a round, blue on white (`onBlue`, on a Facebook button) or white on blue. */
export function FacebookMark({ size, onBlue = false }: { size: number; onBlue?: boolean }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="12" fill={onBlue ? '#fff' : FACEBOOK_BLUE} />
      <path
        d="M13.4 24v-8.5h2.8l.4-3.3h-3.2v-2.1c0-.9.3-1.6 1.6-1.6h1.7v-3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.5H7.2v3.3H10V24h3.4Z"
        fill={onBlue ? FACEBOOK_BLUE : '#fff'}
      />
    </Icon>
  );
}
