import { useEffect, useRef } from 'react';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { AlertIcon } from '../../layout/icons';
import { METHODS } from '../methods';

interface DeclinedProps {
  /** The issuer's reason. */
  message: string;
  /** The link's other methods. */
  others: readonly PaymentMethod[];
  onAnotherCard: () => void;
  onSwitch: (method: PaymentMethod) => void;
}

/**
 * After a decline (issue 22): the issuer's reason and the ways out — another card, or the
 * link's other methods — instead of the browser's back button. Scrolled into view: "Pagar" may
 * have been tapped far below.
 */
export function Declined({ message, others, onAnotherCard, onSwitch }: DeclinedProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <div className="checkout-declined" ref={box}>
      <div className="public-alert" role="alert">
        <AlertIcon />
        <div>
          <strong>Pagamento não aprovado.</strong> {message}
        </div>
      </div>
      <div className="public-actions">
        <button type="button" className="public-button public-button-outline" onClick={onAnotherCard}>
          Tentar outro cartão
        </button>
        {others.map((method) => (
          <button
            key={method}
            type="button"
            className="public-button public-button-outline"
            onClick={() => onSwitch(method)}
          >
            Pagar com {METHODS[method].name}
          </button>
        ))}
      </div>
    </div>
  );
}
