import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Persist this query's data to IndexedDB for offline viewing (DESIGN.md, offline). */
      persist?: boolean;
    };
  }
}
