import * as v from 'valibot';
import { CardBrandSchema, ChannelSchema } from './lookups.ts';
import { BRAND, CHANNEL, OPERATION } from './codes/lookups.ts';
import { need, shape, spec } from './shape.ts';
import { Cents, Count, RowId as Id } from './shapes/numbers.ts';

/** The shapes of a sale and of a simulated one (contract/transactions.ts declares the calls). */

const OperationRefSchema = shape({ id: spec(Id), operation_name: spec(v.string()) });

/** A sale as the list answers it: requirements §3's fields, its amount, and the sandbox's extras. */
export const TransactionSchema = shape(
  {
    transaction_id: spec(Id),
    payment_date: spec(v.string()),
    // Free text: a status added by the acquirer must not break the whole list (it shows as sent).
    status: spec(v.string()),
    amount: need(Cents, 'the sale’s value: the figure of each row'),
    nsu: spec(v.nullable(v.string())),
    nsu_acquirer: spec(v.nullable(v.string())),
    authorization_number: spec(v.nullable(v.string())),
    terminal: spec(v.nullable(Id)),
    serial_number: spec(v.nullable(v.string())),
    channel: spec(ChannelSchema),
    operation: spec(OperationRefSchema),
    card_brand: spec(v.nullable(CardBrandSchema)),
    ecommerce_order: spec(v.nullable(v.string())),
    ecommerce_customer: spec(v.nullable(v.string())),
    bank_billet_id: spec(v.nullable(Id)),
    app_code: spec(v.nullable(v.string())),
    pre_paid_card: spec(v.nullable(v.boolean())),
  },
  {
    /** A percentage with 2 decimals: 2.49 means 2,49 %. */
    mdr: v.number(),
    mdr_amount: Cents,
    net_amount: Cents,
    qt_installment: Count,
    card_input_method: v.nullable(v.string()),
    card_bin: v.nullable(v.string()),
    card_last4: v.nullable(v.string()),
    /** BIN and last 4 at most (PCI DSS), the rest masked. */
    card_number: v.nullable(v.string()),
    app_name: v.nullable(v.string()),
    sales_plan_id: v.nullable(Id),
    /**
     * Refunds (issue 23, an optional capability): what the sale's refunds gave back. With it
     * above zero and the status unchanged, the sale is partly refunded ("Estornada parcialmente");
     * refunded in whole, its status is REFUNDED (CANCELLED when cancelled on its own day).
     */
    refunded_amount: Cents,
  },
);

const ReceivableOfSaleSchema = shape(
  {
    id: need(Id, 'the row’s key'),
    n_installment: need(Count, 'the installment’s number'),
    qt_installment: need(Count, 'of how many'),
    settlement_date: need(v.string(), 'when it is paid'),
    gross_amount: need(Cents, 'the total’s gross part'),
    mdr_amount: need(Cents, 'the total’s MDR part'),
    net_amount: need(Cents, 'what the merchant receives'),
    paid: need(v.boolean(), 'its situation'),
    anticipation: need(v.boolean(), 'its situation'),
    blocked: need(v.boolean(), 'its situation'),
  },
  {
    block_type: v.nullable(Id),
    block_type_label: v.nullable(v.string()),
  },
);

/** The sandbox's one-call sale: the list's row and its receivables. */
export const TransactionDetailSchema = v.object({
  ...TransactionSchema.entries,
  receivables: need(v.array(ReceivableOfSaleSchema), 'the sale’s installments'),
});

// ---- the simulator ------------------------------------------------------------------------

/** The simulator's limits: at least one cent, at most R$ 999.999,99; parcelado is 2 to 12. */
export const SIMULATE_LIMITS = {
  minAmount: 1,
  maxAmount: 99_999_999,
  maxInstallments: 12,
  minParcelado: 2,
  /** Card brands, operations and channels a simulation may have (requirements §5's card codes). */
  brands: [BRAND.MASTERCARD, BRAND.VISA, BRAND.ELO, BRAND.HIPERCARD, BRAND.AMEX],
  operations: [OPERATION.DEBIT, OPERATION.CREDIT, OPERATION.INSTALLMENTS],
  channels: [CHANNEL.POS, CHANNEL.APP_TAXA_ZERO, CHANNEL.ECOMMERCE, CHANNEL.PAYMENT_LINK],
} as const;

const S = SIMULATE_LIMITS;
const oneOf = <const T extends readonly number[]>(values: T) =>
  v.picklist(values, `Deve ser um de: ${values.join(', ')}`);
const INSTALLMENTS = `Deve ser um número inteiro entre 1 e ${S.maxInstallments}`;

export const SimulateBody = v.pipe(
  v.strictObject(
    {
      amount: v.pipe(
        v.number('Deve ser um valor em centavos'),
        v.integer('Deve ser um valor em centavos (número inteiro)'),
        v.minValue(S.minAmount, 'Deve ser maior que zero'),
        v.maxValue(S.maxAmount, 'O valor máximo é de R$ 999.999,99'),
      ),
      card_brand: oneOf(S.brands),
      operation: oneOf(S.operations),
      installments: v.pipe(
        v.number(INSTALLMENTS),
        v.integer(INSTALLMENTS),
        v.minValue(1, INSTALLMENTS),
        v.maxValue(S.maxInstallments, INSTALLMENTS),
      ),
      channel: v.optional(oneOf(S.channels), CHANNEL.POS),
    },
    'Campo desconhecido',
  ),
  v.forward(
    v.check(
      (b) => (b.operation === OPERATION.INSTALLMENTS ? b.installments >= S.minParcelado : b.installments === 1),
      `Débito e crédito à vista têm 1 parcela; crédito parcelado, de ${S.minParcelado} a ${S.maxInstallments}`,
    ),
    ['installments'],
  ),
);

const Named = <N extends v.ObjectEntries>(what: string, name: N) => need(shape(name, { id: Id }), what);

export const SimulationSchema = shape(
  {
    sale_date: need(v.string(), 'the sale is made today: the schedule starts there'),
    amount: need(Cents, 'the sale simulated'),
    channel: Named('the channel, in words', { channel_name: need(v.string(), 'the channel’s name') }),
    card_brand: Named('the brand, in words', { brand_name: need(v.string(), 'the brand’s name') }),
    operation: Named('the operation, in words', { operation_name: need(v.string(), 'the operation’s name') }),
    installments: need(Count, 'parcelado shows its count'),
    sales_plan: Named('the plan it is priced by', { name: need(v.string(), 'the plan’s name') }),
    mdr: need(v.number(), 'the rate, a percentage with 2 decimals'),
    mdr_amount: need(Cents, 'what the MDR takes'),
    net_amount: need(Cents, 'what the merchant keeps'),
    receivables: need(
      v.array(
        shape(
          {
            n_installment: need(Count, 'the installment’s number'),
            settlement_date: need(v.string(), 'when it is paid'),
            net_amount: need(Cents, 'what is paid then'),
          },
          { gross_amount: Cents, mdr_amount: Cents },
        ),
      ),
      'the schedule',
    ),
  },
  {
    /** In the 'taxa zero' app the cardholder pays this fee and the merchant's MDR is zero. */
    holder_fee: v.nullable(v.object({ mdr: v.number(), amount: Cents })),
  },
);
