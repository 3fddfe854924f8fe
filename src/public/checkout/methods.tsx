import type { ReactNode } from 'react';
import type { PaymentMethod } from '../api/schemas';
import { BarcodeIcon, CardIcon, PixIcon } from '../layout/page-icons';

export const METHODS: Record<PaymentMethod, { label: string; path: string; icon: () => ReactNode }> = {
  CARD: { label: 'Cartão de crédito', path: '/payment/card', icon: CardIcon },
  PIX: { label: 'Pix', path: '/payment/pix', icon: PixIcon },
  BILLET: { label: 'Boleto', path: '/payment/billet', icon: BarcodeIcon },
};

/** Card first (paid at once, in installments), then Pix, then boleto: the order of speed. */
export const METHOD_ORDER: readonly PaymentMethod[] = ['CARD', 'PIX', 'BILLET'];
