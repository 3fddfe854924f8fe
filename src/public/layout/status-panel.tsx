import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

interface StatusPanelProps {
  text: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** A page that only says something (expired link, payment not found): icon, words, ways out. */
export function StatusPanel({ text, icon = <AlertIcon />, children }: StatusPanelProps) {
  return (
    <section className="public-panel public-status">
      {icon}
      <p>{text}</p>
      {children}
    </section>
  );
}
