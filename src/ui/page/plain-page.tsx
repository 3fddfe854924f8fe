import type { ReactNode } from 'react';
import styles from './plain-page.module.css';

/**
 * A whole-screen page outside the shell's layout (errors, no connection): scrolls on its own,
 * with the usual gutters, and no Ionic code (these can be the first thing a visit shows).
 */
export function PlainPage({ children }: { children: ReactNode }) {
  return <main className={styles.page}>{children}</main>;
}
