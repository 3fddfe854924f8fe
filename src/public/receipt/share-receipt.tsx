import { useState } from 'react';
import { formatCents } from '@/lib/money';
import type { Receipt } from '@contract/checkout/receipt';
import { copyText } from '../common/copy-button';
import { ShareIcon } from '../layout/page-icons';

/**
 * Shares the receipt's address through the phone's share sheet (Web Share API); where there is
 * none (most desktops) or it fails, copies the link instead and says so.
 */
export function ShareReceipt({ receipt }: { receipt: Receipt }) {
  const [note, setNote] = useState('');
  const share = async () => {
    const url = window.location.href;
    const data = {
      title: 'Comprovante de pagamento',
      text: `Comprovante: ${formatCents(receipt.amount)} para ${receipt.merchant.name}`,
      url,
    };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The customer closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setNote((await copyText(url)) ? 'Link do comprovante copiado.' : 'Não foi possível copiar o link.');
  };
  return (
    <>
      <button type="button" className="public-button" onClick={() => void share()}>
        <ShareIcon />
        Compartilhar
      </button>
      <p className="receipt-note" role="status">
        {note}
      </p>
    </>
  );
}
