/** A stroked 24×24 icon drawn at `size` px, hidden from assistive technology (its label says it). */
import type { ReactNode } from 'react';

export function outlineIcon(path: ReactNode, size = 24) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {path}
    </svg>
  );
}
