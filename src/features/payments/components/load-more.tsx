import { IonButton } from '@/ui/ionic/elements/button';
import { IonSpinner } from '@/ui/ionic/elements/spinner';
import { useEffect, useRef } from 'react';
import { formatNumberBr } from '@/lib/money';
import styles from './payments.module.css';

export interface LoadMoreProps {
  loaded: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What the rows are, for the button: 'parcelas'. */
  noun: string;
}

/**
 * The next page of a drill-down list: loads by itself when the end of the list scrolls into
 * view (phones scroll, they do not paginate), and stays a button for keyboards and for when
 * the observer is not there.
 */
export function LoadMore({ loaded, total, hasMore, loading, onLoadMore, noun }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div className={styles.loadMore} ref={sentinel}>
      <p className={styles.loadedCount} role="status">
        {formatNumberBr(loaded)} de {formatNumberBr(total)} {noun}
      </p>
      {hasMore && (
        <IonButton fill="outline" color="dark" disabled={loading} onClick={onLoadMore}>
          {loading ? <IonSpinner name="dots" aria-label="Carregando" /> : `Carregar mais ${noun}`}
        </IonButton>
      )}
    </div>
  );
}
