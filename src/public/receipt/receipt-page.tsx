import { use } from 'react';
import { formatDateTime } from '@/lib/dates/format';
import { formatCpfCnpj } from '@/lib/documents';
import { formatCents } from '@/lib/money';
import { titleCase } from '@/lib/text';
import { getReceipt } from './calls';
import type { Receipt } from '@contract/checkout/receipt';
import { CheckoutLayout, useMerchantHeader } from '../layout/checkout-layout';
import { CheckIcon, PrintIcon } from '../layout/page-icons';
import { StatusPanel } from '../layout/status-panel';
import type { PublicPageProps } from '../router/routes';
import { ShareReceipt } from './share-receipt';
import './receipt.css';
import { Facts } from '../layout/facts';

/** `/receipt/$id`: the proof of payment, to print or share. Of the card, only the last 4 digits. */
export function ReceiptPage({ params }: PublicPageProps) {
  const id = params.id;
  return (
    <CheckoutLayout title="Comprovante">
      {id ? <ReceiptDetails id={id} /> : <StatusPanel text="Informe o endereço completo do comprovante." />}
    </CheckoutLayout>
  );
}

const METHOD_LABELS: Record<string, string> = { CARD: 'Cartão de crédito', PIX: 'Pix', BILLET: 'Boleto' };
const PAID = new Set(['APPROVED', 'PAID', 'CONFIRMED']);

function ReceiptDetails({ id }: { id: string }) {
  const receipt = use(getReceipt(id));
  useMerchantHeader(receipt.merchant.name);
  const paid = PAID.has(receipt.status.toUpperCase());
  const refunded = receipt.refunded_amount ?? 0;
  return (
    <article className="receipt" aria-labelledby="receipt-status">
      <section className="public-panel receipt-head">
        {paid && <CheckIcon />}
        <h2 id="receipt-status">{headline(receipt.status, paid)}</h2>
        <p className="public-amount">{formatCents(receipt.amount)}</p>
        {receipt.paid_at && <p className="public-muted">{formatDateTime(receipt.paid_at)}</p>}
        {/* Issue 23: a refund shows on the customer's proof too, when the backend says it. */}
        {refunded > 0 && <p className="receipt-refunded">Estornado {formatCents(refunded)}</p>}
      </section>
      <section className="public-panel" aria-labelledby="receipt-details">
        <h2 id="receipt-details">Detalhes</h2>
        <Facts
          items={[
            ['Descrição', receipt.description],
            ['Forma de pagamento', methodText(receipt)],
            [
              'Parcelas',
              receipt.installments != null && receipt.installments > 1 && receipt.installment_amount != null
                ? `${receipt.installments}x de ${formatCents(receipt.installment_amount)}`
                : null,
            ],
            ['Autorização', receipt.authorization_number],
            ['NSU', receipt.nsu],
            ['Pagador', receipt.payer_name],
            ['Recebedor', receipt.merchant.name],
            ['CPF/CNPJ do recebedor', formatCpfCnpj(receipt.merchant.document)],
            ['Comprovante nº', receiptCode(receipt.id)],
          ]}
        />
      </section>
      <div className="public-actions public-no-print">
        <ShareReceipt receipt={receipt} />
        <button type="button" className="public-button public-button-outline" onClick={() => window.print()}>
          <PrintIcon />
          Imprimir
        </button>
      </div>
    </article>
  );
}

const headline = (status: string, paid: boolean): string =>
  status.toUpperCase() === 'REFUNDED' ? 'Pagamento estornado' : paid ? 'Pagamento aprovado' : `Situação: ${status}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The receipt's number as a customer reads it out or types it into a chat: 'BA0D-779D' for
 * 'ba0d779d-ae9e-…' (its first eight hex digits, enough to find it among one merchant's
 * receipts; the link itself keeps the whole id). A backend's own short number stays as it is.
 */
export function receiptCode(id: string | number): string {
  const text = String(id);
  if (!UUID.test(text)) return text;
  const head = text.slice(0, 8).toUpperCase();
  return `${head.slice(0, 4)}-${head.slice(4)}`;
}

/** 'Cartão de crédito Visa final 1111': the brand and the last four, nothing more of the card. */
export function methodText(receipt: Pick<Receipt, 'method' | 'card'>): string {
  const label = METHOD_LABELS[receipt.method.toUpperCase()] ?? receipt.method;
  if (!receipt.card) return label;
  const brand = receipt.card.brand ? ` ${titleCase(receipt.card.brand)}` : '';
  return `${label}${brand} final ${receipt.card.last4.slice(-4)}`;
}
