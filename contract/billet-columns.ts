import { DISCOUNT_TYPES, FEES_TYPES, PENALTY_TYPES } from './billet-terms.ts';

/**
 * A boleto spreadsheet's columns (docs/api.md "Uploads"): the payload's dotted names, which the
 * sandbox has always read, and the Portuguese header a merchant reads in the templates. An upload
 * may name a column either way. The same words name a refused row's field on the upload screen,
 * so a merchant finds in the sheet the column the message speaks of.
 */

const DISCOUNT_SLOTS = [1, 2, 3] as const;

const discountLabels = (n: number) =>
  ({
    [`discounts.${n}.type`]: `Tipo do desconto ${n}`,
    [`discounts.${n}.value`]: `Valor do desconto ${n}`,
    [`discounts.${n}.percentage`]: `Desconto ${n} (%)`,
    [`discounts.${n}.date`]: `Data do desconto ${n}`,
  }) as Record<string, string>;

/** Every column in the templates' order, with its Portuguese header. */
export const UPLOAD_COLUMN_LABELS: Readonly<Record<string, string>> = {
  external_id: 'Código externo',
  due_date: 'Vencimento',
  value: 'Valor',
  instructions: 'Instruções',
  'penalty.type': 'Tipo de multa',
  'penalty.value': 'Valor da multa',
  'penalty.percentage': 'Multa (%)',
  'penalty.date': 'Data da multa',
  'fees.type': 'Tipo de juros',
  'fees.value': 'Valor dos juros',
  'fees.percentage': 'Juros (%)',
  'fees.date': 'Data dos juros',
  ...Object.assign({}, ...DISCOUNT_SLOTS.map(discountLabels)),
  'payer.name': 'Nome do pagador',
  'payer.email': 'E-mail do pagador',
  'payer.document': 'CPF ou CNPJ do pagador',
  'payer.street': 'Logradouro',
  'payer.number': 'Número',
  'payer.neighborhood': 'Bairro',
  'payer.city': 'Cidade',
  'payer.state': 'UF',
  'payer.zip_code': 'CEP',
};

export const UPLOAD_COLUMNS: readonly string[] = Object.keys(UPLOAD_COLUMN_LABELS);
export const REQUIRED_COLUMNS = ['due_date', 'value', 'payer.name', 'payer.document'] as const;

/** Fields a refusal may name that are no column of their own. */
const OTHER_FIELDS: Readonly<Record<string, string>> = {
  discounts: 'Descontos',
  bank_billet_layout_id: 'Layout do boleto',
};

/** A refused field in words: its column's header; a field the backend adds later as it came. */
export const uploadFieldLabel = (field: string): string => UPLOAD_COLUMN_LABELS[field] ?? OTHER_FIELDS[field] ?? field;

/** Case, accents and spacing do not matter in a header: 'codigo  EXTERNO' is 'Código externo'. */
const headerKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

const BY_HEADER = new Map<string, string>(
  UPLOAD_COLUMNS.flatMap((column) => [
    [headerKey(column), column],
    [headerKey(UPLOAD_COLUMN_LABELS[column] as string), column],
  ]),
);

/** A header cell → its column (the dotted name), or undefined when it names none. */
export const columnOfHeader = (text: string): string | undefined => BY_HEADER.get(headerKey(text));

/**
 * The type columns take the code (requirements §5) or its word: 'Percentual' is penalty type 2. The
 * templates write the word, so a merchant need not know the codes.
 */
const TYPE_WORDS: Readonly<Record<string, readonly { value: number; label: string }[]>> = {
  penalty: PENALTY_TYPES,
  fees: FEES_TYPES,
  discounts: DISCOUNT_TYPES,
};

/** The types a type column takes, for the templates' example and the refusal message. */
export const typesOfColumn = (column: string): readonly { value: number; label: string }[] =>
  TYPE_WORDS[column.split('.')[0] as string] ?? [];

/** A type cell's code: a number as written, or the code of its word; undefined when neither. */
export function typeCodeOf(column: string, cell: string | number): number | undefined {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : undefined;
  const text = cell.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return typesOfColumn(column).find((t) => headerKey(t.label) === headerKey(text))?.value;
}
