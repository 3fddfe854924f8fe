import type { NotificationKind } from '@contract/codes/notifications';

/** Each event kind as the preferences list names it, with what it covers. */
export const KIND_TEXTS: Record<NotificationKind, { label: string; help: string }> = {
  card_sale: { label: 'Vendas no cartão aprovadas', help: 'Valor, bandeira e parcelas de cada venda aprovada.' },
  link_paid: { label: 'Links de pagamento pagos', help: 'Qual link foi pago e como.' },
  pix_received: { label: 'Pix recebidos', help: 'Cada Pix pago por um cliente.' },
  boleto_paid: { label: 'Boletos pagos', help: 'Cada boleto pago, no dia em que o banco confirma.' },
  refund: { label: 'Estornos', help: 'Cada estorno feito de uma venda.' },
  payout: { label: 'Pagamentos depositados', help: 'Quando um pagamento cai na sua conta.' },
  anticipation: {
    label: 'Antecipações',
    help: 'Quando uma antecipação é confirmada, com o valor e a data do crédito.',
  },
};
