import type { ReactNode } from 'react';
import type { ListPage } from '@/api/paging';

/**
 * One field of a list row: a table column on wide screens, a label/value pair on a phone card.
 * A screen declares all of its fields once; the field-selection page (src/ui/fields) lets the
 * user choose which show and in which order.
 */
export interface ListColumn<T> {
  /** Stable id (stored in the user's field choice): usually the API field name. */
  id: string;
  /** Column header and card label (pt-BR). */
  label: string;
  /** The formatted cell: money via formatCents, dates via formatDate, '—' for none. */
  value: (row: T) => ReactNode;
  /** Numbers align right in tables. */
  align?: 'start' | 'end';
  /** Shown before the user chooses (default true). */
  defaultVisible?: boolean;
  /** On a phone card the field takes the card's whole width (a sentence, not a figure). */
  cardWide?: boolean;
  /**
   * Whether a phone card shows the field for this row (default: always). A field that means
   * nothing for the row (a paid date on an unpaid boleto) is left out rather than shown as '—'.
   */
  cardWhen?: (row: T) => boolean;
}

/** Rows of a list response type. */
export type RowOf<R> = R extends ListPage<infer T> ? T : never;
