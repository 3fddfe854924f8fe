import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Persist this query's data to IndexedDB for offline viewing (DESIGN.md, offline). */
      persist?: boolean;
      /**
       * Infinite lists: persist only their first N pages (a merchant may scroll through
       * thousands of rows; the offline copy keeps the first screens). See src/offline/idb-persister.
       */
      persistPages?: number;
    };
  }
}
