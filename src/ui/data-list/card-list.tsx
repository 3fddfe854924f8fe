import { IonButton, IonCard } from '@ionic/react';
import { IonInfiniteScroll } from '@/ui/ionic/infinite-scroll';
import { IonInfiniteScrollContent } from '@/ui/ionic/infinite-scroll-content';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ListColumn } from './types';
import { useOffsetIn, useScrollElement } from './use-scroll-element';
import styles from './data-list.module.css';

/** Below this many cards the plain list is cheaper than measuring and positioning. */
const VIRTUALIZE_FROM = 40;

export interface CardSlots<T> {
  /** The card's heading (e.g. amount and date of a sale). */
  cardTitle: (row: T) => ReactNode;
  /** Beside the heading (a status badge). */
  cardAside?: (row: T) => ReactNode;
  /** Tapping a card (e.g. opens the sale); the title becomes its button. */
  onOpen?: (row: T) => void;
  /** Accessible name of the open button, e.g. 'Abrir venda 123'. Defaults to the title text. */
  openLabel?: (row: T) => string;
  /** Column ids the card's heading already shows (amount, status): left out of its fields. */
  cardOmit?: readonly string[];
  /** The cards' heading level: 2 under the page's h1 (default), 3 under a section's h2. */
  cardHeadingLevel?: 2 | 3;
  /** Buttons of the row (share, edit, delete) under its fields, above the card's open target. */
  cardActions?: (row: T) => ReactNode;
  /** A row drawn by the screen instead of the card (a compact sale row); the slots above then go unused. */
  cardBody?: (row: T) => ReactNode;
  /**
   * Rows in runs under headings (a day of sales). `header` is drawn above the first row of each
   * run, inside its list item, so the list's items stay its rows.
   */
  groups?: CardGroups<T>;
}

interface CardGroups<T> {
  keyOf: (row: T) => string;
  header: (key: string) => ReactNode;
}

export interface CardListProps<T> extends CardSlots<T> {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The list's accessible name. */
  label: string;
  /** Rows over the whole filter (announced as the list's size). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Set when the last 'load more' failed: said under the cards, with a retry. */
  loadMoreError?: string | undefined;
  onLoadMore: () => void;
}

/**
 * A row's open button, stretched over its card or table row by CSS: the whole surface is the
 * tap target, one tab stop, and the heading around it stays a heading for screen readers
 * (a whole-card button would hide the heading and the fields inside it).
 */
export function OpenButton({ label, onClick, children }: { label?: string; onClick: () => void; children: ReactNode }) {
  return (
    <IonButton fill="clear" color="dark" className={styles.open} aria-label={label} onClick={onClick}>
      {/* One block inside Ionic's button (a flex row), so a title's lines stack as they would. */}
      <span className={styles.openText}>{children}</span>
    </IonButton>
  );
}

function Card<T>({
  row,
  columns,
  cardTitle,
  cardAside,
  onOpen,
  openLabel,
  cardOmit = [],
  cardHeadingLevel = 2,
  cardActions,
}: { row: T; columns: readonly ListColumn<T>[] } & CardSlots<T>) {
  const title = cardTitle(row);
  const Heading = cardHeadingLevel === 2 ? 'h2' : 'h3';
  const fields = columns.filter(
    (column) => !cardOmit.includes(column.id) && (column.cardWhen === undefined || column.cardWhen(row)),
  );
  return (
    <IonCard className={styles.card}>
      <div className={styles.cardHead}>
        <Heading className={styles.cardTitle}>
          {onOpen ? (
            <OpenButton label={openLabel?.(row)} onClick={() => onOpen(row)}>
              {title}
            </OpenButton>
          ) : (
            title
          )}
        </Heading>
        {cardAside?.(row)}
      </div>
      <dl className={styles.fields}>
        {fields.map((column) => (
          <div key={column.id} className={column.cardWide ? `${styles.field} ${styles.fieldWide}` : styles.field}>
            <dt>{column.label}</dt>
            <dd>{column.value(row) ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {cardActions && <div className={styles.cardActions}>{cardActions(row)}</div>}
    </IonCard>
  );
}

/** One list item: the run's heading when a run starts here, then the row (the screen's or the card). */
function Item<T>({ rows, index, ...props }: CardListProps<T> & { index: number }) {
  const row = rows[index] as T;
  const { groups } = props;
  const key = groups?.keyOf(row) ?? '';
  const starts = groups !== undefined && (index === 0 || groups.keyOf(rows[index - 1] as T) !== key);
  return (
    <>
      {starts && groups.header(key)}
      {props.cardBody ? props.cardBody(row) : <Card row={row} {...props} />}
    </>
  );
}

/**
 * Phones: one card per row, more loaded as the end comes near (Ionic's infinite scroll, and a
 * 'Carregar mais' button for keyboards and screen readers). Long lists are virtualized inside
 * the page's IonContent, so a merchant scrolling through thousands of sales keeps a few dozen
 * cards in the DOM: Ionic has no virtual list of its own.
 */
export function CardList<T>(props: CardListProps<T>) {
  const { rows, rowKey, label, total, hasMore, loadingMore, loadMoreError, onLoadMore } = props;
  const failed = loadMoreError !== undefined && !loadingMore;
  const listRef = useRef<HTMLUListElement>(null);
  const scroller = useScrollElement(listRef);
  const virtual = !!scroller && rows.length >= VIRTUALIZE_FROM;
  // Until the scroller is known (a frame or two), draw one screenful, not every row: 10,000 cards
  // rendered once before virtualizing took seconds on a phone (npm run bench, long list).
  const shown = scroller === undefined ? rows.slice(0, VIRTUALIZE_FROM) : rows;

  // Ionic's infinite scroll waits for `complete()` before it asks again: called once the page
  // asked for has arrived (or failed).
  const infinite = useRef<HTMLIonInfiniteScrollElement | null>(null);
  // How many rows there were when the scroll last asked for more (null: no ask pending).
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (loadingMore) return;
    void infinite.current?.complete();
    const before = asked.current;
    asked.current = null;
    // The ask ended with no new row and no error: a refetch of the whole list (pull to refresh,
    // a session renewed after read-only) cancelled the page on its way. Ionic asks again only on
    // the next scroll event, so a merchant stopped at the end would wait for nothing: asked again, once.
    if (before !== null && rows.length === before && hasMore && !failed) onLoadMore();
    // Only a load ending or rows arriving decide it; the callbacks change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadingMore, rows.length]);

  return (
    <>
      {virtual ? (
        <VirtualCards {...props} listRef={listRef} scroller={scroller} />
      ) : (
        <ul ref={listRef} className={styles.cards} aria-label={label}>
          {shown.map((row, index) => (
            <li key={rowKey(row)} className={styles.cardItem} aria-setsize={total} aria-posinset={index + 1}>
              <Item {...props} index={index} />
            </li>
          ))}
        </ul>
      )}
      <IonInfiniteScroll
        ref={infinite}
        threshold="600px"
        // After a failure the scroll stops asking: the merchant retries with the button.
        disabled={!hasMore || failed}
        onIonInfinite={() => {
          asked.current = rows.length;
          if (!loadingMore) onLoadMore();
        }}
      >
        <IonInfiniteScrollContent loadingText="Carregando…" />
      </IonInfiniteScroll>
      {hasMore && (
        <div className={styles.more}>
          {failed && (
            <p className={styles.moreError} role="alert">
              Não foi possível carregar mais.{loadMoreError ? ` ${loadMoreError}` : ''}
            </p>
          )}
          <IonButton fill="outline" color="dark" shape="round" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Carregando…' : failed ? 'Tentar novamente' : 'Carregar mais'}
          </IonButton>
        </div>
      )}
    </>
  );
}

function VirtualCards<T>(
  props: CardListProps<T> & { listRef: React.RefObject<HTMLUListElement | null>; scroller: HTMLElement },
) {
  const { rows, rowKey, label, total, listRef, scroller } = props;
  const scrollMargin = useOffsetIn(listRef, scroller);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => 180,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => rowKey(rows[index] as T),
  });
  return (
    <ul
      ref={listRef}
      className={styles.cards}
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          className={styles.cardItem}
          aria-setsize={total}
          aria-posinset={item.index + 1}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - scrollMargin}px)`,
          }}
        >
          <Item {...props} index={item.index} />
        </li>
      ))}
    </ul>
  );
}
