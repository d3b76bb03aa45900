/** The patient's bottom-nav icons: today (a sun), history (a calendar), messages (a speech bubble). */
import type { ReactNode } from 'react';
import { outlineIcon } from '../../components/outline-icon';

/** The patient's icons are larger: a 48 px touch target with its label below. */
const icon = (path: ReactNode) => outlineIcon(path, 28);

export const ME_NAV_ICONS = {
  today: icon(
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>,
  ),
  history: icon(
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18" />
    </>,
  ),
  messages: icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />),
} as const;
