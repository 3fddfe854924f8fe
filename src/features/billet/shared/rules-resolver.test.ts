import { describe, expect, it } from 'vitest';
import { rulesResolver } from './rules-resolver';

type Values = { a: string; b: string };
const resolver = rulesResolver<Values, { sum: number }>((v) =>
  v.a === '' && v.b === ''
    ? { errors: { form: 'Nada mudou.' } }
    : Number.isNaN(Number(v.a))
      ? { errors: { a: 'Número inválido', b: undefined } }
      : { body: { sum: Number(v.a) + Number(v.b) }, errors: {} },
);
const run = (values: Values) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('rules resolver', () => {
  it('answers the body when the rules pass', () => {
    expect(run({ a: '1', b: '2' })).toEqual({ values: { sum: 3 }, errors: {} });
  });

  it("puts each message under its field, and the whole form's under root", () => {
    expect(run({ a: 'x', b: '' })).toEqual({ values: {}, errors: { a: { type: 'rule', message: 'Número inválido' } } });
    expect(run({ a: '', b: '' })).toEqual({ values: {}, errors: { root: { type: 'rule', message: 'Nada mudou.' } } });
  });
});
