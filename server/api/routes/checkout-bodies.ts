import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import * as v from 'valibot';
import { isValidCardExpiry, isValidCardNumber } from '../../domain/cards.ts';
import { TextField } from '../body.ts';

/** The customer's request bodies (docs/api.md, "Checkout"), with the messages the page shows. */

const CNPJ = /^[0-9A-Z]{12}\d{2}$/;

const Document = v.pipe(
  TextField('CPF ou CNPJ', 18),
  v.transform((value) => value.replace(/[.\-/\s]/g, '').toUpperCase()),
  // A CNPJ may be alphanumeric (12 letters or digits, 2 numeric DVs: IN RFB 2.229/2024, DOMAIN.md).
  v.check(
    (value) => (value.length <= 11 ? isValidCpf(value) : CNPJ.test(value) && isValidCnpj(value, { version: 2 })),
    'CPF ou CNPJ não é valido',
  ),
);

const PayerSchema = v.strictObject(
  {
    name: TextField('Nome', 120),
    document: Document,
    email: v.pipe(TextField('E-mail', 254), v.email('O campo E-mail deve ser um e-mail válido')),
  },
  'Campo desconhecido',
);

export const PayerBody = v.strictObject({ payer: PayerSchema }, 'Campo desconhecido');

/** Installments 1…N (N from the link's options): the amount itself is never the client's to send. */
export const CardBody = (today: string, maxInstallments: number) =>
  v.strictObject(
    {
      installments: v.pipe(
        v.number('O campo Parcelas é obrigatório'),
        v.integer('O campo Parcelas deve ser um número inteiro'),
        v.minValue(1, 'O campo Parcelas deve ser de 1 a ' + maxInstallments),
        v.maxValue(maxInstallments, 'O campo Parcelas deve ser de 1 a ' + maxInstallments),
      ),
      card: v.strictObject(
        {
          number: v.pipe(
            v.string('Número de cartão inválido'),
            v.check(isValidCardNumber, 'Número de cartão inválido'),
          ),
          holder_name: TextField('Nome impresso no cartão', 26),
          expiry: v.pipe(
            v.string('Data inválida'),
            v.check((value) => isValidCardExpiry(value, today), 'Data inválida'),
          ),
          cvv: v.pipe(v.string('CVV inválido'), v.regex(/^\d{3,4}$/, 'CVV inválido')),
        },
        'Campo desconhecido',
      ),
      payer: PayerSchema,
    },
    'Campo desconhecido',
  );

export const PixCodeBody = v.strictObject(
  { br_code: v.pipe(v.string('Informe o código Pix'), v.maxLength(512, 'Código Pix inválido')) },
  'Campo desconhecido',
);
