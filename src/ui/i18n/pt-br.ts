/**
 * pt-BR labels for the translation keys the spec names (menu titles, page titles). One place so
 * the sidebar, breadcrumbs and page titles always agree.
 */
const ptBR = {
  // The first screen: 'Início', as Brazilian merchant apps call it (not the English 'Dashboard').
  dashboard: 'Início',
  financial: 'Financeiro',
  transactionsList: 'Transações',
  financialStatement: 'Extrato financeiro',
  receivableUnits: 'Unidades de recebíveis',
  contractEffects: 'Efeitos de contrato',
  transactionsPayments: 'Pagamentos',
  anticipation: 'Antecipar recebíveis',
  equipments: 'Equipamentos',
  myEquipments: 'Meus equipamentos',
  planAndTaxes: 'Planos e taxas',
  myPlans: 'Meus planos',
  paylink: 'Link de pagamento',
  billets: 'Boletos',
  billetManage: 'Gerenciar boletos',
  billetList: 'Lista de boletos',
  // Within the sidebar's 25 characters (requirements §2): '(CNAB)' made it 'Arquivos de retorno (CNA…'.
  billetCnabFiles: 'Arquivos de retorno',
  merchant: 'Meu negócio',
} as const;

export type TranslationKey = keyof typeof ptBR;

export function t(key: TranslationKey): string {
  return ptBR[key];
}
