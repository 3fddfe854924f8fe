import type { ReactNode } from 'react';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { Icon } from '../layout/icons';

// The methods' icons live here, not in page-icons: the checkout's first screen loads only these.
const CardIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
);

const BarcodeIcon = () => (
  <Icon>
    <path d="M4 5v14M7 5v14M11 5v14M14 5v14M18 5v14M20 5v14" />
  </Icon>
);

const PixIcon = () => (
  <Icon>
    <path d="m12 3 9 9-9 9-9-9z" />
    <path d="m8 12 4-4 4 4-4 4z" />
  </Icon>
);

/** Each method: its tab, its name inside a sentence ("Pagar com boleto"), its old address. */
export const METHODS: Record<PaymentMethod, { tab: string; name: string; path: string; icon: () => ReactNode }> = {
  CARD: { tab: 'Cartão', name: 'cartão', path: '/payment/card', icon: CardIcon },
  PIX: { tab: 'Pix', name: 'Pix', path: '/payment/pix', icon: PixIcon },
  BILLET: { tab: 'Boleto', name: 'boleto', path: '/payment/billet', icon: BarcodeIcon },
};

/** Card first (paid at once, in installments), then Pix, then boleto: the order of speed. */
const METHOD_ORDER: readonly PaymentMethod[] = ['CARD', 'PIX', 'BILLET'];

/** The methods a link takes, in that order. */
export const methodsOf = (allowed: readonly PaymentMethod[]): PaymentMethod[] =>
  METHOD_ORDER.filter((method) => allowed.includes(method));
