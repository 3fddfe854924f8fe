import { CheckoutLayout } from '../layout/checkout-layout';
import { StatusPanel } from '../layout/status-panel';

/** `/paylink/checkout/exception`: the link does not exist (mistyped, cut off, deleted). */
export function CheckoutExceptionPage() {
  return (
    <CheckoutLayout title="Não foi possível abrir o pagamento" merchantName={null}>
      <StatusPanel text="Este link de pagamento não existe ou está incompleto.">
        <p className="public-muted">Confira o endereço recebido ou peça um novo link a quem o enviou.</p>
      </StatusPanel>
    </CheckoutLayout>
  );
}
