import { useId, type ReactNode } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  title: string;
  /** Keeps the heading outline right when a panel sits under another heading. */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/** A titled surface on a page: a section named by its heading, so it is a navigable region. */
export function Panel({ title, level = 2, children, className }: PanelProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
