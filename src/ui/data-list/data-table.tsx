import { OpenButton, type CardSlots } from './card-list';
import type { ListColumn } from './types';
import styles from './data-list.module.css';

export interface DataTableProps<T> extends Pick<CardSlots<T>, 'onOpen' | 'openLabel'> {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  /** Rows are the previous filter's while the new page loads. */
  stale?: boolean;
}

/**
 * Wide screens: a page of rows (at most 100, so no virtualization) with the user's columns.
 * The first cell holds the row's open button, stretched over the row by CSS. A native table:
 * Ionic has none, and its grid has no row and column semantics for screen readers.
 */
export function DataTable<T>({ rows, columns, rowKey, caption, onOpen, openLabel, stale = false }: DataTableProps<T>) {
  return (
    <div className={styles.tableWrap} aria-busy={stale || undefined}>
      <table className={stale ? `${styles.table} ${styles.stale}` : styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.align === 'end' ? styles.end : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={onOpen ? styles.openRow : undefined}>
              {columns.map((column, index) => {
                const value = column.value(row) ?? '—';
                return (
                  <td key={column.id} className={column.align === 'end' ? styles.end : undefined}>
                    {index === 0 && onOpen ? (
                      <OpenButton label={openLabel?.(row)} onClick={() => onOpen(row)}>
                        {value}
                      </OpenButton>
                    ) : (
                      value
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
