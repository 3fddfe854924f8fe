import { CheckoutLayout } from '../layout/checkout-layout';
import { StatusPanel } from '../layout/status-panel';

/** `/pix/checkout/exception`: the Pix charge asked for does not exist. */
export function PixExceptionPage() {
  return (
    <CheckoutLayout title="Não foi possível abrir o Pix" merchantName={null}>
      <StatusPanel text="Esta cobrança Pix não existe ou o endereço está incompleto.">
        <p className="public-muted">Volte ao link de pagamento para gerar um novo código Pix.</p>
      </StatusPanel>
    </CheckoutLayout>
  );
}
