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
