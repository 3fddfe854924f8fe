/**
 * A sale's fields as a merchant reads them, one spelling each: the sales list's columns and
 * filters, the statement's sale code and the sales export's headers all name a field from here,
 * as the boleto screens do with `billet-columns.ts`.
 */
export const TRANSACTION_FIELD_LABELS = {
  transaction_id: 'Cód. transação',
  payment_date: 'Data e hora',
  status: 'Status',
  amount: 'Valor bruto',
  mdr: 'Taxa MDR',
  mdr_amount: 'Valor MDR',
  net_amount: 'Valor líquido',
  refunded_amount: 'Valor estornado',
  qt_installment: 'Parcelas',
  operation: 'Operação',
  card_brand: 'Bandeira',
  channel: 'Canal',
  nsu: 'NSU',
  nsu_acquirer: 'NSU adquirente',
  authorization_number: 'Autorização',
  terminal: 'Terminal',
  serial_number: 'Nº de série',
  card_number: 'Cartão',
  card_input_method: 'Modo de entrada',
  ecommerce_order: 'Pedido e-commerce',
  ecommerce_customer: 'Cliente e-commerce',
  bank_billet_id: 'Boleto',
  app_name: 'Aplicativo',
  pre_paid_card: 'Cartão pré-pago',
} as const;
