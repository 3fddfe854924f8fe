import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { showToast } from '@/ui/toast';
import { transactionStatusLabel } from '@contract/codes/transactions';
import { brandText, operationText } from './labels';

/** What a receipt needs of a sale (the list's row has it all; the strict contract leaves some out). */
interface ReceiptSale {
  payment_date: string;
  status: string;
  amount: number;
  qt_installment?: number;
  nsu: string | null;
  authorization_number: string | null;
  operation: { id: number; operation_name: string };
  card_brand: { brand_name: string } | null;
  card_last4?: string | null;
  card_number?: string | null;
}

const TITLE = 'Comprovante de venda';

/** The card's last 4 digits: sent apart, or the end of the masked number (BIN…last 4). */
const lastDigits = (sale: ReceiptSale) => sale.card_last4 ?? sale.card_number?.match(/(\d{4})$/)?.[1] ?? null;

/**
 * The sale's receipt as plain text, for a chat or an e-mail: shop, amount, date, brand and
 * product, the card's last digits, authorization and NSU; a line only for what the sale has.
 */
export function receiptText(sale: ReceiptSale, shop: string | undefined): string {
  const product = [sale.card_brand ? brandText(sale) : '', operationText(sale)].filter(Boolean).join(' · ');
  const last4 = lastDigits(sale);
  return [
    shop ? `${TITLE} — ${shop}` : TITLE,
    `Valor: ${formatCents(sale.amount)}`,
    `Data: ${formatDateTime(sale.payment_date)}`,
    product,
    last4 ? `Cartão final ${last4}` : '',
    sale.authorization_number ? `Autorização: ${sale.authorization_number}` : '',
    sale.nsu ? `NSU: ${sale.nsu}` : '',
    // A receipt of a sale that did not go through must not read as one that did.
    sale.status === 'CONFIRMED' ? '' : `Status: ${transactionStatusLabel(sale.status)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Shares the receipt through the phone's share sheet (WhatsApp, e-mail…); where there is none
 * (a desktop browser) or it fails, copies it, and says so.
 */
export async function shareReceipt(text: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: TITLE, text });
      return;
    } catch (error) {
      // The merchant closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    showToast('Comprovante copiado', 'success');
  } catch {
    showToast('Não foi possível copiar o comprovante.');
  }
}
