import { IonButton } from '@ionic/react';

/** What the button needs of an infinite query (TanStack Query's useInfiniteQuery result). */
interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Carregar mais …" under a short list in a sheet or panel (not the screens' long lists, which
 * load on scroll): shown while the API has another page, "Carregando…" while it comes.
 */
export function LoadMoreButton({ query, label }: { query: MorePages; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <IonButton
      fill="outline"
      color="dark"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Carregando…' : label}
    </IonButton>
  );
}
