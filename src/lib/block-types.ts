/**
 * The 23 coded reasons a receivable is held back (spec §5 names seven; the labels of the rest are
 * the usual reasons an acquirer retains receivables). The backend may label them itself through
 * the sandbox's `/v1/block_type`; spec §7 does not name that call, so against a backend without
 * it the statement's filter offers these (strict contract mode, issue 12).
 */
export const BLOCK_TYPE_OPTIONS: readonly { value: string; label: string }[] = [
  'Venda contestada',
  'Cancelamento',
  'Aguardando documentação',
  'Valor retido de chargeback',
  'Estorno de venda',
  'Pago por prescrição',
  'Não capturado no adquirente',
  'Suspeita de fraude',
  'Bloqueio judicial',
  'Análise de risco',
  'Divergência cadastral',
  'Domicílio bancário inválido',
  'Conta de destino encerrada',
  'Pagamento devolvido pelo banco',
  'Aguardando confirmação do emissor',
  'Débito pendente com o credenciador',
  'Compensação de saldo negativo',
  'Venda em duplicidade',
  'Retenção contratual',
  'Penhora de recebíveis',
  'Lojista descredenciado',
  'Revisão de taxa (MDR)',
  'Solicitação do lojista',
].map((label, index) => ({ value: String(index + 1), label }));
