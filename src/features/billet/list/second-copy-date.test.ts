import { describe, expect, it } from 'vitest';
import { checkSecondCopyDate } from './second-copy-date';

const TODAY = '2026-11-29';

describe('the second copy’s new due date', () => {
  it('asks for it when nothing was typed', () => {
    expect(checkSecondCopyDate('', TODAY)).toEqual({ error: 'O campo Novo vencimento é obrigatório' });
    expect(checkSecondCopyDate('   ', TODAY)).toEqual({ error: 'O campo Novo vencimento é obrigatório' });
  });

  it('refuses a date that does not exist, and one before today', () => {
    expect(checkSecondCopyDate('31/02/2027', TODAY)).toEqual({ error: 'Data inválida' });
    expect(checkSecondCopyDate('28/11/2026', TODAY)).toEqual({
      error: 'O campo Novo vencimento deve ser maior ou igual a 29/11/2026',
    });
  });

  it('takes today and later, as the API’s date', () => {
    expect(checkSecondCopyDate('29/11/2026', TODAY)).toEqual({ date: '2026-11-29' });
    expect(checkSecondCopyDate('05/01/2027', TODAY)).toEqual({ date: '2027-01-05' });
  });
});
