// A line icon of the header's buttons (search, account): 20 px, drawn in the text's colour, hidden
// from screen readers (the button's label names it).
import type { ReactNode } from 'react';

export function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
