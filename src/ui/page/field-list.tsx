import type { ReactNode } from 'react';
import styles from './field-list.module.css';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a record (merchant data, a terminal): a description list. */
export function FieldList({ fields, columns = 1 }: { fields: readonly Field[]; columns?: 1 | 2 }) {
  return (
    <dl className={columns === 2 ? `${styles.list} ${styles.two}` : styles.list}>
      {fields.map((field) => (
        <div key={field.label} className={styles.field}>
          <dt>{field.label}</dt>
          <dd>{field.value === '' || field.value === null || field.value === undefined ? '—' : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
