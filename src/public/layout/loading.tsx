/** A page's content on its way: a spinner with its words (role status, announced once). */
export function Loading({ text = 'Carregando…' }: { text?: string }) {
  return (
    <p className="public-loading" role="status">
      <span className="public-spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
