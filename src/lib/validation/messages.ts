import { formatCents, formatNumberBr } from '../money';

/**
 * The exact Portuguese messages of requirements §5, one function per rule. `field` is the label
 * the user sees. Spellings are the spec's own, including 'O Campo' (phone) and 'O Valor' — do not
 * "fix" them: other systems and tests match them. The one exception is 'não é válido': the spec
 * writes it without the accent, a misspelling the merchant reads, so the portal writes it right.
 * Dates arrive already as 'DD/MM/YYYY'.
 */
export const messages = {
  required: (field: string) => `O campo ${field} é obrigatório`,
  email: (field: string) => `O campo ${field} deve ser um e-mail válido`,
  confirmed: (field: string) => `O campo ${field} não confere`,
  digits: (field: string, length: number) => `O campo ${field} deve conter ${length} dígitos`,
  numeric: (field: string) => `${field} deve conter somente números`,
  minValue: (field: string, min: number) => `O campo ${field} deve ser ${formatNumberBr(min)} ou mais`,
  maxValue: (field: string, max: number) => `O campo ${field} deve ser ${formatNumberBr(max)} ou menos`,
  minCurrencyValue: (minCents: number) => `O Valor mínimo aceito é de ${formatCents(minCents)}`,
  maxCurrencyValue: (maxCents: number) => `O Valor máximo aceito é de ${formatCents(maxCents)}`,
  cpfCnpj: (field: string) => `${field} não é válido`,
  phone: (field: string) => `O Campo ${field} deve ser um telefone válido`,
  invalidDate: () => 'Data inválida',
  after: (field: string, target: string) => `${field} deve ser maior ou igual a ${target}`,
  cardNumber: () => 'Número de cartão inválido',
  maxLength: (field: string, length: number) => `O campo ${field} deve ter no máximo ${length} caracteres`,
  maxDate: (field: string, date: string) => `O campo ${field} deve ser menor ou igual a ${date}`,
  minDate: (field: string, date: string) => `O campo ${field} deve ser maior ou igual a ${date}`,
  maxPercentage: (field: string, max: number) =>
    `O campo ${field} ultrapassou o limite máximo de ${formatNumberBr(max)}%`,
  minPercentage: (field: string, min: number) =>
    `O campo ${field} não atingiu o limite mínimo de ${formatNumberBr(min)}%`,
  arrayMin: (field: string, min: number) => `O campo ${field} não atingiu o limite mínimo de ${min} itens`,
  arrayMax: (field: string, max: number) => `O campo ${field} ultrapassou o limite máximo de ${max} itens`,
} as const;
