import { use, useState } from 'react';
import { formatDigitableLine } from '@/lib/boleto/digitable-line';
import { formatDate } from '@/lib/dates/format';
import { formatCpfCnpj } from '@/lib/documents';
import { formatCents } from '@/lib/money';
import { getBillet } from './calls';
import type { PublicBillet as Billet } from '@contract/checkout/billet';
import { CopyButton } from '../common/copy-button';
import { CheckoutLayout, useMerchantHeader } from '../layout/checkout-layout';
import { AlertIcon } from '../layout/icons';
import { DownloadIcon } from '../layout/page-icons';
import { StatusPanel } from '../layout/status-panel';
import type { PublicPageProps } from '../router/routes';
import { SwitchMethod } from '../checkout/switch-method';
import { ItfBarcode } from './itf-barcode';
import './billet.css';
import { Facts } from '../layout/facts';

/** `/billet/checkout/$id`: the boleto to pay — linha digitável, barcode, due date, amount, PDF. */
export function BilletCheckoutPage({ params, search }: PublicPageProps) {
  // The link it was made for, when the checkout passed it: the way back to the other methods.
  const link = search.get('link') ?? undefined;
  return (
    <CheckoutLayout title="Pagamento de boleto">
      {params.id ? (
        <BilletDetails id={params.id} link={link} />
      ) : (
        <StatusPanel text="Informe o endereço completo do boleto." />
      )}
    </CheckoutLayout>
  );
}

const STATUS_NOTES: Record<string, string> = {
  PAID: 'Este boleto já foi pago.',
  DOWNED: 'Este boleto foi baixado e não pode mais ser pago.',
};

function BilletDetails({ id, link }: { id: string; link?: string }) {
  const billet = use(getBillet(id));
  useMerchantHeader(billet.beneficiary.name);
  const note = STATUS_NOTES[billet.status.toUpperCase()];
  // Until it is paid (or taken down) the customer may still pay the link another way.
  return (
    <>
      {note && (
        <p className="public-alert" role="status">
          <AlertIcon />
          {note}
        </p>
      )}
      <section className="public-panel billet-main" aria-label="Boleto">
        <div className="billet-figures">
          <div>
            <p className="public-muted billet-label">Valor</p>
            <p className="public-amount">{formatCents(billet.value)}</p>
          </div>
          <div>
            <p className="public-muted billet-label">Vencimento</p>
            <p className="billet-due">{formatDate(billet.due_date)}</p>
          </div>
        </div>
        <p className="public-muted billet-label" id="billet-line-label">
          Linha digitável
        </p>
        <p className="billet-line" aria-labelledby="billet-line-label">
          {formatDigitableLine(billet.digitable_line)}
        </p>
        <div className="public-actions billet-actions">
          <div>
            <CopyButton text={billet.digitable_line.replace(/\D/g, '')} label="Copiar linha digitável" />
          </div>
          <PdfButton billet={billet} />
        </div>
        <ItfBarcode digits={billet.barcode} />
      </section>
      {link && !note && <SwitchMethod urlHash={link} />}
      <section className="public-panel" aria-labelledby="billet-details">
        <h2 id="billet-details">Dados do boleto</h2>
        <Facts
          items={[
            ['Beneficiário', billet.beneficiary.name],
            ['CPF/CNPJ', formatCpfCnpj(billet.beneficiary.document)],
            ['Banco', billet.beneficiary.bank],
            ['Pagador', billet.payer.name],
            ['Nosso número', billet.our_number],
          ]}
        />
      </section>
    </>
  );
}

function PdfButton({ billet }: { billet: Billet }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const { downloadBilletPdf } = await import('./billet-pdf');
      await downloadBilletPdf(billet);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="public-no-print billet-pdf">
      <button
        type="button"
        className="public-button public-button-outline public-button-block"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        <DownloadIcon />
        {state === 'busy' ? 'Gerando PDF…' : 'Baixar PDF'}
      </button>
      <p role="status" className="public-field-error">
        {state === 'failed' ? 'Não foi possível gerar o PDF. Verifique sua conexão e tente de novo.' : ''}
      </p>
    </div>
  );
}
