import type { ReactNode } from 'react';

/**
 * The few icons the customer's pages use, drawn inline in the outline style of Ionicons: its
 * ion-icon is Ionic JavaScript, which these pages do not load. Decorative: the text beside each
 * icon names the action.
 */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="public-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const LockIcon = () => (
  <Icon>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

export const AlertIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 17h.01" />
  </Icon>
);
