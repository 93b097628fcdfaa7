import type { SVGProps } from 'react';

/** Line icons drawn on a 24 px grid (stroke 1.5), so no icon library ships to the public pages. */
const PATHS: Record<string, string> = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  'arrow-left': 'M15 5l-7 7 7 7',
  'arrow-right': 'M9 5l7 7-7 7',
  'arrow-up-right': 'M7 17L17 7M9 7h8v8',
  'arrow-down': 'M12 5v14M6 13l6 6 6-6',
  phone: 'M5 4h3.5l1.7 4.2-2.2 1.4a11 11 0 005.4 5.4l1.4-2.2L19 14.5V18a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z',
  mail: 'M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7',
  clock: 'M12 3.5a8.5 8.5 0 110 17 8.5 8.5 0 010-17zM12 7.5V12l3 2',
  pin: 'M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0113 0c0 5.2-6.5 11-6.5 11zM12 7.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z',
  instagram:
    'M7 3.5h10A3.5 3.5 0 0120.5 7v10a3.5 3.5 0 01-3.5 3.5H7A3.5 3.5 0 013.5 17V7A3.5 3.5 0 017 3.5zM12 8.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zM17.2 6.8v.01',
  linkedin:
    'M4.5 9.5h3v10h-3zM6 4.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM10.5 9.5h3v1.6c.6-1 1.7-1.8 3.2-1.8 2.3 0 3.3 1.5 3.3 4v6.2h-3v-5.6c0-1.3-.5-2-1.6-2-1.2 0-1.9.8-1.9 2.2v5.4h-3z',
  facebook: 'M13.5 20.5v-7.2h2.4l.4-2.8h-2.8V8.7c0-.8.3-1.4 1.4-1.4h1.5V4.8a19 19 0 00-2.2-.1c-2.2 0-3.6 1.3-3.6 3.7v2.1H8.3v2.8h2.3v7.2',
  external: 'M14 4.5h5.5V10M19.5 4.5L11 13M17 13.5v5a1 1 0 01-1 1H5.5a1 1 0 01-1-1V8a1 1 0 011-1h5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5.5v13l10.5-6.5z',
  // Services.
  layout: 'M3.5 4.5h17v15h-17zM3.5 10h9M12.5 4.5v15M12.5 14.5h8',
  desk: 'M3 9h18M5 9v10M19 9v10M14 9v6h5M8 5.5h5v3.5H8z',
  chair: 'M8 3.5h8v7H8zM6.5 10.5h11v3h-11zM12 13.5V18M8 21l4-3 4 3M7.5 10.5V8M16.5 10.5V8',
  acoustics: 'M4 6v12M8 4v16M12 7v10M16 5v14M20 8v8',
  light: 'M12 3v4M7.5 12a4.5 4.5 0 019 0zM4 12h16M9.5 16.5l-1 2.5M14.5 16.5l1 2.5M12 16.5v3.5',
  tools: 'M14.5 6.5a4 4 0 005 5L13 18a2.1 2.1 0 01-3-3zM9.5 9.5l-5-5M3.5 6.5l3-3M16 15.5l4 4',
  fabric: 'M4 5.5c2.7 1.3 5.3 1.3 8 0s5.3-1.3 8 0v13c-2.7-1.3-5.3-1.3-8 0s-5.3 1.3-8 0zM4 12c2.7 1.3 5.3 1.3 8 0s5.3-1.3 8 0',
  bed: 'M3 18.5V7M3 14h18v4.5M21 14v-2.5a3 3 0 00-3-3h-7V14M6.5 11.5a1.5 1.5 0 100-.01',
  dining: 'M6 3.5v6a2 2 0 004 0v-6M8 9.5v11M16.5 3.5c-1.7 1-2.5 3-2.5 6v3h2.5v8',
  outdoor: 'M12 3.5L3 10h18zM12 10v10.5M7 20.5h10M4.5 13.5l2 7M19.5 13.5l-2 7',
  truck: 'M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7M6.5 18.5a1.5 1.5 0 100-.01M17 18.5a1.5 1.5 0 100-.01',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, ...rest }: { name: IconName | string; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  const d = PATHS[name] ?? PATHS.layout;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
