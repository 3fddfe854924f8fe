import { cnpjCheckDigits } from './documents.ts';

/**
 * Fixed code lists of the receivables domain (spec section 5, DOMAIN.md "Receivables registry").
 * They are served as lookups and as labels inside responses, so the portal never hard-codes them.
 */

/** CERC payment arrangements the portal filters by (spec section 5: ids 1–8). */
export const ARRANGEMENTS = [
  { id: 1, code: 'MCD', name: 'Mastercard Débito' },
  { id: 2, code: 'MCC', name: 'Mastercard Crédito' },
  { id: 3, code: 'VCD', name: 'Visa Débito' },
  { id: 4, code: 'VCC', name: 'Visa Crédito' },
  { id: 5, code: 'ECD', name: 'Elo Débito' },
  { id: 6, code: 'ECC', name: 'Elo Crédito' },
  { id: 7, code: 'HCC', name: 'Hipercard Crédito' },
  { id: 8, code: 'ACC', name: 'Amex Crédito' },
] as const;

export const arrangementCode = (id: number | null): string | null =>
  ARRANGEMENTS.find((a) => a.id === id)?.code ?? null;

/**
 * The 23 coded reasons a receivable is held back (spec section 5 names seven of them; the rest
 * are the usual reasons an acquirer retains a merchant's receivables).
 */
export const BLOCK_TYPES = [
  { id: 1, description: 'Venda contestada' },
  { id: 2, description: 'Cancelamento' },
  { id: 3, description: 'Aguardando documentação' },
  { id: 4, description: 'Valor retido de chargeback' },
  { id: 5, description: 'Estorno de venda' },
  { id: 6, description: 'Pago por prescrição' },
  { id: 7, description: 'Não capturado no adquirente' },
  { id: 8, description: 'Suspeita de fraude' },
  { id: 9, description: 'Bloqueio judicial' },
  { id: 10, description: 'Análise de risco' },
  { id: 11, description: 'Divergência cadastral' },
  { id: 12, description: 'Domicílio bancário inválido' },
  { id: 13, description: 'Conta de destino encerrada' },
  { id: 14, description: 'Pagamento devolvido pelo banco' },
  { id: 15, description: 'Aguardando confirmação do emissor' },
  { id: 16, description: 'Débito pendente com o credenciador' },
  { id: 17, description: 'Compensação de saldo negativo' },
  { id: 18, description: 'Venda em duplicidade' },
  { id: 19, description: 'Retenção contratual' },
  { id: 20, description: 'Penhora de recebíveis' },
  { id: 21, description: 'Lojista descredenciado' },
  { id: 22, description: 'Revisão de taxa (MDR)' },
  { id: 23, description: 'Solicitação do lojista' },
] as const;

export const BLOCK_TYPE_IDS = BLOCK_TYPES.map((b) => b.id);
export const blockTypeLabel = (id: number | null): string | null =>
  BLOCK_TYPES.find((b) => b.id === id)?.description ?? null;

/** Contract effect types (spec section 5). */
export const EFFECT_TYPES = [
  { id: 1, description: 'Troca de titularidade' },
  { id: 2, description: 'Ônus - cessão fiduciária' },
  { id: 3, description: 'Ônus - outros' },
  { id: 4, description: 'Bloqueio judicial' },
] as const;

export const effectTypeLabel = (id: number): string => EFFECT_TYPES.find((e) => e.id === id)?.description ?? '';

/** Operation of a contract effect as the registry reports it (spec section 3). */
export const EFFECT_OPERATIONS = [
  { id: 'C', description: 'Criação' },
  { id: 'A', description: 'Atualização' },
  { id: 'B', description: 'Baixa' },
  { id: 'R', description: 'Recriação' },
] as const;

export type EffectOperation = (typeof EFFECT_OPERATIONS)[number]['id'];
export const effectOperationLabel = (id: string): string =>
  EFFECT_OPERATIONS.find((o) => o.id === id)?.description ?? '';

export const DIVISION_METHODS = [
  { id: 'AMOUNT', description: 'Valor definido' },
  { id: 'PERCENTAGE', description: 'Percentual' },
] as const;

export type DivisionMethod = (typeof DIVISION_METHODS)[number]['id'];

/** Payment destinations (spec section 3). */
export const DESTINATIONS = [
  { id: 'B', description: 'Conta bancária' },
  { id: 'D', description: 'Conta digital' },
  { id: 'R', description: 'Cartão pré-pago' },
  { id: 'W', description: 'Carteira digital' },
] as const;

export const destinationLabel = (id: string): string => DESTINATIONS.find((d) => d.id === id)?.description ?? '';

/** The sub-acquirer that registers the merchants' receivables at CERC (the portal's operator). */
export const ACCREDITOR = {
  name: 'Painel Pagamentos Instituição de Pagamento S.A.',
  document: '482913570001' + cnpjCheckDigits('482913570001'),
};
