import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Persist this query's data to IndexedDB for offline viewing (docs/stack-notes.md, offline). */
      persist?: boolean;
      /**
       * Infinite lists: persist only their first N pages (a merchant may scroll through
       * thousands of rows; the offline copy keeps the first screens). See src/offline/idb-persister.
       */
      persistPages?: number;
      /**
       * false: a failure raises no generic toast (requirements §8), because the screen has its own
       * (merchant and bank loads carry the spec's own messages) or the failure is expected.
       */
      errorToast?: false;
    };
  }
}
