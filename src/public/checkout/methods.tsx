import type { ReactNode } from 'react';
import type { PaymentMethod } from '../api/schemas';
import { BarcodeIcon, CardIcon, PixIcon } from '../layout/page-icons';

/** Each method: its tab, its name inside a sentence ("Pagar com boleto"), its old address. */
export const METHODS: Record<PaymentMethod, { tab: string; name: string; path: string; icon: () => ReactNode }> = {
  CARD: { tab: 'Cartão', name: 'cartão', path: '/payment/card', icon: CardIcon },
  PIX: { tab: 'Pix', name: 'Pix', path: '/payment/pix', icon: PixIcon },
  BILLET: { tab: 'Boleto', name: 'boleto', path: '/payment/billet', icon: BarcodeIcon },
};

/** Card first (paid at once, in installments), then Pix, then boleto: the order of speed. */
export const METHOD_ORDER: readonly PaymentMethod[] = ['CARD', 'PIX', 'BILLET'];

/** The methods a link takes, in that order. */
export const methodsOf = (allowed: readonly PaymentMethod[]): PaymentMethod[] =>
  METHOD_ORDER.filter((method) => allowed.includes(method));
