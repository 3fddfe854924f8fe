import { useEffect, useMemo } from 'react';
import { parseBrCode } from '@/lib/pix/br-code';
import { QrCode } from '@/lib/qr';
import { formatCents } from '@/lib/money';
import { isApiError } from '../api/client';
import type { PixCharge } from '@contract/checkout/pix';
import { CopyButton } from '../common/copy-button';
import { checkoutPath, Redirect } from '../checkout/checkout-frame';
import { rememberPaidLink } from '../checkout/paid-links';
import { SwitchMethod } from '../checkout/switch-method';
import { Link } from '../router/link';
import { CheckoutLayout, useMerchantHeader } from '../layout/checkout-layout';
import { ErrorState } from '../layout/error-state';
import { AlertIcon } from '../layout/icons';
import { CheckIcon, TimeIcon } from '../layout/page-icons';
import { Loading } from '../layout/loading';
import { StatusPanel } from '../layout/status-panel';
import { useNavigate } from '../router/navigation';
import type { PublicPageProps } from '../router/routes';
import { formatCountdown, useCountdown } from './use-countdown';
import { usePixCharge } from './use-pix-charge';
import './pix.css';

/**
 * `/pix/checkout?id=`: the Pix to pay (QR code and "copia e cola"), a countdown to its expiry,
 * and the receipt as soon as the bank confirms (the page asks every few seconds while in view).
 */
export function PixCheckoutPage({ search }: PublicPageProps) {
  const id = search.get('id');
  // The link it was made for, when the checkout passed it: the way back to the other methods.
  const link = search.get('link') ?? undefined;
  return (
    <CheckoutLayout title="Pagamento com Pix" wide>
      {id ? <PixCharge id={id} link={link} /> : <Redirect to="/pix/checkout/exception" />}
    </CheckoutLayout>
  );
}

function PixCharge({ id, link }: { id: string; link?: string }) {
  const { charge, error, refresh } = usePixCharge(id);
  const navigate = useNavigate();
  const receiptId = charge?.status === 'PAID' ? charge.receipt_id : null;
  useEffect(() => {
    if (receiptId == null) return;
    if (link) rememberPaidLink(link, { receiptId: String(receiptId), merchant: charge?.merchant?.name });
    navigate(`/receipt/${encodeURIComponent(String(receiptId))}`, { replace: true });
  }, [receiptId, navigate, link, charge?.merchant?.name]);

  if (isApiError(error, 404)) return <Redirect to="/pix/checkout/exception" />;
  if (!charge) return error ? <ErrorState error={error} retry={refresh} /> : <Loading />;
  if (charge.status === 'PAID') {
    return <StatusPanel icon={<CheckIcon />} text="Pagamento recebido! Abrindo o comprovante…" />;
  }
  if (charge.status === 'EXPIRED') {
    return (
      <StatusPanel icon={<TimeIcon />} text="Este código Pix expirou e não pode mais ser pago.">
        <p className="public-muted">Volte ao link de pagamento para gerar um novo código.</p>
        {link && (
          <Link to={checkoutPath(link)} className="public-button">
            Voltar ao pagamento
          </Link>
        )}
      </StatusPanel>
    );
  }
  if (charge.status === 'CANCELLED') {
    // The link was paid another way, switched off or deleted, or the merchant cancelled it.
    return (
      <StatusPanel icon={<AlertIcon />} text="Este código Pix foi cancelado e não pode mais ser pago.">
        <p className="public-muted">Não pague este código. Se ainda precisar pagar, volte ao link de pagamento.</p>
      </StatusPanel>
    );
  }
  return (
    <>
      <PendingPix charge={charge} offline={Boolean(error)} onExpired={refresh} />
      {link && <SwitchMethod urlHash={link} />}
    </>
  );
}

function PendingPix({ charge, offline, onExpired }: { charge: PixCharge; offline: boolean; onExpired: () => void }) {
  const seconds = useCountdown(charge.expires_at);
  // The shop's own name when the backend sends it; else the BR Code's (field 59, as the
  // customer's bank shows it: without accents, at most 25 characters).
  const payee = useMemo(() => {
    if (charge.merchant) return charge.merchant.name;
    const parsed = parseBrCode(charge.br_code);
    return parsed.ok ? parsed.code.merchantName : '';
  }, [charge.merchant, charge.br_code]);
  useMerchantHeader(payee);
  useEffect(() => {
    if (seconds === 0) onExpired();
  }, [seconds, onExpired]);
  return (
    <div className="pix-layout">
      <section className="public-panel pix-code" aria-labelledby="pix-amount-label">
        <p id="pix-amount-label" className="public-muted pix-label">
          Valor a pagar
        </p>
        <p className="public-amount">{formatCents(charge.amount)}</p>
        {seconds !== null && (
          <p className="pix-countdown">
            <TimeIcon />
            <span>
              Expira em <span role="timer">{formatCountdown(seconds)}</span>
            </span>
          </p>
        )}
        <QrCode value={charge.br_code} label="QR code do Pix" size={232} className="pix-qr" />
        <CopyButton text={charge.br_code} label="Copiar código Pix" />
        <div className="public-field pix-copy-field">
          <label htmlFor="pix-br-code">Código Pix copia e cola</label>
          <textarea
            id="pix-br-code"
            readOnly
            value={charge.br_code}
            rows={4}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      </section>
      <section className="public-panel" aria-labelledby="pix-how">
        <h2 id="pix-how">Como pagar</h2>
        <ol className="pix-steps">
          <li>Abra o app do seu banco e escolha pagar com Pix.</li>
          <li>Aponte a câmera para o QR code ou cole o código copiado.</li>
          <li>Confira o valor e confirme. O comprovante aparece aqui.</li>
        </ol>
        <p className="pix-waiting" role="status">
          <span className="public-spinner" aria-hidden="true" />
          {offline ? 'Sem conexão: tentando de novo…' : 'Aguardando o pagamento…'}
        </p>
      </section>
    </div>
  );
}
