import type { ReactNode } from 'react';

/** A label and its value; rows whose value is empty are left out. */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * Label/value pairs (a description list: screen readers pair them). Each row lays out on its own:
 * the value beside its label when both fit, else on the next line, so a long description or a
 * document number never breaks in the middle of a narrow column.
 */
export function Facts({ items, label, className }: { items: readonly Fact[]; label?: string; className?: string }) {
  return (
    <dl className={className ? `public-facts ${className}` : 'public-facts'} aria-label={label}>
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
