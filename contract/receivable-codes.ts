/**
 * Fixed code lists of the receivables registry (CERC: payment arrangements, block reasons, effect
 * types), in Portuguese: the sandbox filters by them and labels its answers with them, the
 * PWA offers them in its filters and words its screens with them. One list for both sides.
 */

/** CERC payment arrangements the calls filter by (requirements §5: ids 1–8). */
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
export const ARRANGEMENT_IDS: readonly number[] = ARRANGEMENTS.map((a) => a.id);

/** Card product names of requirements §3: HCD has no filter id but may still come in a row. */
export const ARRANGEMENT_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ARRANGEMENTS.map((a) => [a.code, a.name])),
  HCD: 'Hipercard Débito',
};

export const arrangementCode = (id: number | null | undefined): string | null =>
  ARRANGEMENTS.find((a) => a.id === id)?.code ?? null;

/**
 * The 23 coded reasons a receivable is held back (requirements §5 names seven of them; the rest are the
 * usual reasons an acquirer retains a merchant's receivables).
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
export const BLOCK_TYPE_IDS: readonly number[] = BLOCK_TYPES.map((b) => b.id);

export const blockTypeLabel = (id: number | null | undefined): string | null =>
  BLOCK_TYPES.find((b) => b.id === id)?.description ?? null;

/** Contract effect types (requirements §5). */
export const EFFECT_TYPES = [
  { id: 1, description: 'Troca de titularidade' },
  { id: 2, description: 'Ônus – cessão fiduciária' },
  { id: 3, description: 'Ônus – outros' },
  { id: 4, description: 'Bloqueio judicial' },
] as const;
export const EFFECT_TYPE_IDS: readonly number[] = EFFECT_TYPES.map((e) => e.id);

/** An unknown type (a new one of the registry) still shows, by its number. */
export const effectTypeLabel = (id: number): string =>
  EFFECT_TYPES.find((e) => e.id === id)?.description ?? `Tipo ${id}`;

/** The operation letters of a contract effect as the registry reports them (requirements §3). */
export const EFFECT_OPERATIONS = [
  { id: 'C', description: 'Criação' },
  { id: 'A', description: 'Atualização' },
  { id: 'B', description: 'Baixa' },
  { id: 'R', description: 'Recriação' },
] as const;
export type EffectOperation = (typeof EFFECT_OPERATIONS)[number]['id'];
export const EFFECT_OPERATION_IDS = EFFECT_OPERATIONS.map((o) => o.id) as EffectOperation[];

export const effectOperationLabel = (id: string): string =>
  EFFECT_OPERATIONS.find((o) => o.id === id)?.description ?? id;

/** How an effect takes its share of a unit: a fixed amount or a percentage of it. */
const DIVISION_METHODS = [
  { id: 'AMOUNT', description: 'Valor definido' },
  { id: 'PERCENTAGE', description: 'Percentual' },
] as const;
export type DivisionMethod = (typeof DIVISION_METHODS)[number]['id'];

export const divisionMethodLabel = (id: string): string => DIVISION_METHODS.find((d) => d.id === id)?.description ?? id;

/** Where a payment goes (requirements §3). */
const DESTINATIONS = [
  { id: 'B', description: 'Conta bancária' },
  { id: 'D', description: 'Conta digital' },
  { id: 'R', description: 'Cartão pré-pago' },
  { id: 'W', description: 'Carteira digital' },
] as const;

// An unknown code still shows, as itself: better than hiding a payment.
export const destinationLabel = (id: string): string =>
  DESTINATIONS.find((d) => d.id === id)?.description ?? `Destino ${id}`;

/** Bank account types (requirements §3). */
const ACCOUNT_TYPES = [
  { id: 'C', description: 'Conta corrente' },
  { id: 'S', description: 'Conta poupança' },
  { id: 'P', description: 'Conta de pagamento' },
] as const;

export const accountTypeLabel = (id: string): string => ACCOUNT_TYPES.find((a) => a.id === id)?.description ?? id;

/** Who a CERC payout pays: the merchant's share of a unit, or an effect's beneficiary. */
const RECIPIENT_TYPES = [
  { id: 'MERCHANT', description: 'Lojista' },
  { id: 'BENEFICIARY', description: 'Beneficiário do efeito' },
] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number]['id'];
export const RECIPIENT_TYPE_IDS = RECIPIENT_TYPES.map((r) => r.id) as RecipientType[];

export const recipientTypeLabel = (id: string): string => RECIPIENT_TYPES.find((r) => r.id === id)?.description ?? id;
