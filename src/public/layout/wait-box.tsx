/**
 * Requirements §2's modal loading box ('Aguarde...', at most 290 px wide) over the checkout while a
 * payment or a Pix/boleto is being made, so the customer does not pay twice. Plain HTML and CSS:
 * the public pages carry no Ionic (their JS budget, docs/stack-notes.md).
 */
export function WaitBox({ open, detail }: { open: boolean; detail: string }) {
  if (!open) return null;
  return (
    <div className="public-wait" role="alertdialog" aria-modal="true" aria-label="Aguarde..." aria-busy="true">
      <div className="public-wait-box">
        <span className="public-spinner" aria-hidden="true" />
        <strong>Aguarde...</strong>
        <span role="status">{detail}</span>
      </div>
    </div>
  );
}
