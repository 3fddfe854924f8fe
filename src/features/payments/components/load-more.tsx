import { IonButton } from '@ionic/react';
import { IonInfiniteScroll } from '@/ui/ionic/infinite-scroll';
import { IonInfiniteScrollContent } from '@/ui/ionic/infinite-scroll-content';
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
 * The next page of a drill-down list: Ionic's infinite scroll loads it as the end comes near
 * (phones scroll, they do not paginate), and a button stays for keyboards and screen readers.
 */
export function LoadMore({ loaded, total, hasMore, loading, onLoadMore, noun }: LoadMoreProps) {
  // Ionic waits for `complete()` before it asks again: once the page asked for has arrived.
  const infinite = useRef<HTMLIonInfiniteScrollElement>(null);
  useEffect(() => {
    if (!loading) void infinite.current?.complete();
  }, [loading, loaded]);

  return (
    <div className={styles.loadMore}>
      <p className={styles.loadedCount} role="status">
        {formatNumberBr(loaded)} de {formatNumberBr(total)} {noun}
      </p>
      {hasMore && (
        <IonButton fill="outline" color="dark" disabled={loading} onClick={onLoadMore}>
          {loading ? 'Carregando…' : `Carregar mais ${noun}`}
        </IonButton>
      )}
      <IonInfiniteScroll
        ref={infinite}
        threshold="200px"
        disabled={!hasMore}
        onIonInfinite={() => {
          if (!loading) onLoadMore();
        }}
      >
        <IonInfiniteScrollContent />
      </IonInfiniteScroll>
    </div>
  );
}
