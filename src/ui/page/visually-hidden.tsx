import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only (chart data tables, "não disponível" in matrices). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}

/** Class name for elements that cannot be a span (a whole table, a caption). */
export const visuallyHiddenClass = styles.hidden;
