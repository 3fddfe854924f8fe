/**
 * pt-BR labels for the translation keys the spec names (menu titles, page titles). One place so
 * the sidebar, breadcrumbs and page titles always agree.
 */
export const ptBR = {
  dashboard: 'Início',
  financial: 'Financeiro',
  transactionsList: 'Transações',
  financialStatement: 'Extrato financeiro',
  receivableUnits: 'Unidades de recebíveis',
  contractEffects: 'Efeitos de contrato',
  transactionsPayments: 'Pagamentos',
  equipments: 'Equipamentos',
  myEquipments: 'Meus equipamentos',
  planAndTaxes: 'Planos e taxas',
  myPlans: 'Meus planos',
  paylink: 'Link de pagamento',
  billets: 'Boletos',
  billetManage: 'Gerenciar boletos',
  billetList: 'Lista de boletos',
  billetCnabFiles: 'Arquivos de retorno (CNAB)',
  merchant: 'Meu negócio',
} as const;

export type TranslationKey = keyof typeof ptBR;

export function t(key: TranslationKey): string {
  return ptBR[key];
}
