import { CheckoutLayout } from './checkout-layout';
import { StatusPanel } from './status-panel';

/** Requirements §2's 404, for a mistyped public address (no signed-in app behind it). */
export function NotFoundPage() {
  return (
    <CheckoutLayout title="Página não encontrada :(" merchantName={null}>
      <StatusPanel text="Me desculpe, mas a página que você procura não existe ou está indisponível." />
    </CheckoutLayout>
  );
}
