import type { ReactNode } from 'react';
import styles from './list-toolbar.module.css';

export interface ListToolbarProps {
  /** 'N vendas', or '' while the first page loads: announced politely when it changes. */
  summary: string;
  /** The list's actions: fields, export, bulk actions, an offline note. */
  children?: ReactNode;
}

/** The line above every list: its count and its actions, wrapping on a phone. */
export function ListToolbar({ summary, children }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}

/** Why a list's export is off: offline, or nothing to export; undefined when it can run. */
export function exportDisabledReason(offline: boolean, list: { response: unknown; total: number }): string | undefined {
  if (offline) return 'Exportar precisa de conexão';
  return list.response && list.total === 0 ? 'Nada a exportar' : undefined;
}
