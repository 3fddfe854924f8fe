import { Link } from '../router/link';
import { checkoutPath } from './checkout-frame';

/**
 * "Trocar forma de pagamento" on a Pix or boleto that is not paid yet: back to the link's
 * checkout, where the customer picks another tab. The charge stays valid meanwhile (a single-use
 * link paid another way cancels it).
 */
export function SwitchMethod({ urlHash }: { urlHash: string }) {
  return (
    <p className="public-switch public-no-print">
      <Link to={checkoutPath(urlHash)} className="public-button public-button-outline public-button-block">
        Trocar forma de pagamento
      </Link>
    </p>
  );
}
