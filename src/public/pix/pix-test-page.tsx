import { useState, type FormEvent } from 'react';
import { formatCents } from '@/lib/money';
import { parseBrCode } from '@/lib/pix/br-code';
import { isApiError } from '../api/client';
import { payPixTest } from './calls';
import { CheckoutLayout } from '../layout/checkout-layout';
import { AlertIcon } from '../layout/icons';
import { CheckIcon } from '../layout/page-icons';
import '../layout/forms.css';
import './pix.css';
import { Facts } from '../layout/facts';

type PayState = { status: 'idle' | 'paying' | 'paid' } | { status: 'failed'; message: string };

/**
 * `/pix/test`: the sandbox's bank app. Paste a Pix code, see whom and how much it pays (read
 * from the BR Code itself, its CRC checked), and "pay" it: the Pix checkout then sees it paid.
 */
export function PixTestPage() {
  const [code, setCode] = useState('');
  const [state, setState] = useState<PayState>({ status: 'idle' });
  const parsed = code.trim() ? parseBrCode(code) : null;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed?.ok || state.status === 'paying') return;
    setState({ status: 'paying' });
    try {
      await payPixTest(code.trim());
      setState({ status: 'paid' });
    } catch (error) {
      setState({
        status: 'failed',
        message: isApiError(error) ? error.message : 'Não foi possível completar sua requisição neste momento.',
      });
    }
  };

  return (
    <CheckoutLayout title="Teste de Pix" merchantName={null}>
      <p className="public-muted">Simula o app de um banco: cole um código Pix gerado no pagamento e pague-o.</p>
      <form className="public-panel" onSubmit={(event) => void pay(event)} noValidate>
        <div className="public-field">
          <label htmlFor="pix-test-code">Código Pix (copia e cola)</label>
          <textarea
            id="pix-test-code"
            value={code}
            rows={5}
            spellCheck={false}
            aria-invalid={parsed?.ok === false}
            aria-describedby={parsed?.ok === false ? 'pix-test-error' : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setState({ status: 'idle' });
            }}
          />
          {parsed?.ok === false && (
            <p id="pix-test-error" className="public-field-error">
              {parsed.error}
            </p>
          )}
        </div>
        {parsed?.ok && (
          <Facts
            className="pix-test-facts"
            label="Dados do Pix"
            items={[
              ['Recebedor', parsed.code.merchantName],
              ['Cidade', parsed.code.merchantCity],
              [
                'Valor',
                parsed.code.amountCents === undefined ? 'Definido por quem paga' : formatCents(parsed.code.amountCents),
              ],
              ['Identificador', parsed.code.txid],
            ]}
          />
        )}
        {state.status === 'paid' && (
          <p className="public-alert public-note" role="status">
            <CheckIcon />
            Pagamento enviado. A página do Pix mostrará o comprovante.
          </p>
        )}
        {state.status === 'failed' && (
          <p className="public-alert" role="alert">
            <AlertIcon />
            {state.message}
          </p>
        )}
        <button
          type="submit"
          className="public-button public-button-block"
          disabled={!parsed?.ok || state.status === 'paying' || state.status === 'paid'}
        >
          {state.status === 'paying' ? 'Pagando…' : 'Pagar'}
        </button>
      </form>
    </CheckoutLayout>
  );
}
