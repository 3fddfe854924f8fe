import * as v from 'valibot';

/** C0 and C1 control characters and DEL: never part of a name, a description, an e-mail or a filter. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/** Free text with requirements §5's messages for `field`: required, at most `max` characters, no control characters. */
export const TextField = (field: string, max: number) =>
  v.pipe(
    v.string(`O campo ${field} é obrigatório`),
    v.check((value) => !hasControlCharacters(value), `O campo ${field} contém caracteres inválidos`),
    v.trim(),
    v.minLength(1, `O campo ${field} é obrigatório`),
    v.maxLength(max, `O campo ${field} deve ter no máximo ${max} caracteres`),
  );
