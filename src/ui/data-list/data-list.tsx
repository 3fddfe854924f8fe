import type { ReactNode } from 'react';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonCards } from '@/ui/states/skeleton-cards';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { CardList, type CardSlots } from './card-list';
import { DataTable } from './data-table';
import { Pagination } from './pagination';
import type { ListColumn } from './types';
import type { ListPage } from '@/api/paging';
import type { ListData } from './use-list-data';
import styles from './data-list.module.css';

export interface DataListProps<R extends ListPage<unknown>, T = R['data'][number]> extends CardSlots<T> {
  /** From `useListData` (the screen keeps it: it also needs totals and dataUpdatedAt). */
  list: ListData<R>;
  /** The visible columns, in order (from `useFieldSelection`). */
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Table caption and the card list's accessible name. */
  label: string;
  /** Wide screens: a page number or size was chosen. */
  onPageChange: (page: number, perPage: number) => void;
  /** Shown when the filter matches nothing. */
  empty: ReactNode;
  /** Page sizes offered on wide screens. */
  pageSizes?: readonly number[];
  /** Loading label for screen readers. */
  loadingLabel?: string;
}

/**
 * A responsive list: cards that load more on scroll on phones, a paginated table on wide
 * screens (≥ 768 px, see `useListData`). Loading, error and empty states included; rows of the
 * previous filter stay (dimmed) while a new one loads, so the page never jumps.
 */
export function DataList<R extends ListPage<unknown>, T = R['data'][number]>(props: DataListProps<R, T>) {
  const { list, columns, rowKey, label, onPageChange, empty, pageSizes, loadingLabel = 'Carregando…' } = props;
  const rows = list.rows as unknown as T[];

  if (list.status === 'pending') {
    return list.mode === 'pages' ? (
      <SkeletonList rows={6} label={loadingLabel} />
    ) : (
      <SkeletonCards count={3} label={loadingLabel} />
    );
  }
  if (list.status === 'error' && rows.length === 0) {
    return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (rows.length === 0) return <>{empty}</>;

  if (list.mode === 'pages') {
    return (
      <>
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={rowKey}
          caption={label}
          onOpen={props.onOpen}
          openLabel={props.openLabel}
          stale={list.isPlaceholder}
        />
        <Pagination
          page={list.page}
          perPage={list.perPage}
          total={list.total}
          onChange={onPageChange}
          sizes={pageSizes}
        />
      </>
    );
  }
  return (
    <div className={list.isPlaceholder ? styles.stale : undefined} aria-busy={list.isPlaceholder || undefined}>
      <CardList
        {...props}
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        label={label}
        total={list.total}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        loadMoreError={list.loadMoreError}
        onLoadMore={list.loadMore}
      />
    </div>
  );
}
