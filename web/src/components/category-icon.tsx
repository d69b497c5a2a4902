/** Line icons of the ten categories (§2), drawn inline so they need no font or image request. */
const PATHS: Record<string, string> = {
  craft: 'M5 10h14l-2 9H7zM8 10a4 4 0 0 1 8 0',
  music:
    'M9 18V6l10-2v12M9 18a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM19 16a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
  'performing-arts': 'M4 5h16v6a8 8 0 0 1-16 0zM9 10h.01M15 10h.01M9 14c1.5 1.5 4.5 1.5 6 0',
  'visual-arts':
    'M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8zM7.5 11h.01M10 7h.01M15 7h.01',
  film: 'M3 6h18v12H3zM7 6v12M17 6v12M3 10h4M3 14h4M17 10h4M17 14h4',
  broadcasting:
    'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 8a6 6 0 0 0 0 8M16 8a6 6 0 0 1 0 8M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14',
  publishing: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7',
  software: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  advertising: 'M4 10v4h3l7 4V6L7 10zM18 9a4 4 0 0 1 0 6',
  design: 'M4 20l4-1 11-11-3-3L5 16zM14 7l3 3',
  all: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
};

export function CategoryIcon({ icon, size = 26 }: { icon: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[icon] ?? PATHS.design} />
    </svg>
  );
}
