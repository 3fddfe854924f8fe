import { describe, expect, it } from 'vitest';
import { registerQuestion } from './upload-confirm';

const AFTER = 'Depois de registrados, só podem ser alterados por instrução ao banco.';

describe('the question before registering', () => {
  it('says every boleto awaiting registration goes, with those from earlier uploads', () => {
    expect(registerQuestion(25, 1)).toBe(
      `Todos os 25 boletos aguardando registro, incluindo 24 de envios anteriores, serão registrados no banco. ${AFTER}`,
    );
    expect(registerQuestion(3, 2)).toBe(
      `Todos os 3 boletos aguardando registro, incluindo 1 de envio anterior, serão registrados no banco. ${AFTER}`,
    );
  });

  it('says only "all" when they are the upload just sent, or no upload was sent in this visit', () => {
    expect(registerQuestion(25, 25)).toBe(
      `Todos os 25 boletos aguardando registro serão registrados no banco. ${AFTER}`,
    );
    expect(registerQuestion(25)).toBe(`Todos os 25 boletos aguardando registro serão registrados no banco. ${AFTER}`);
  });

  it('speaks of one boleto in the singular', () => {
    expect(registerQuestion(1, 0)).toBe(`O boleto aguardando registro será registrado no banco. ${AFTER}`);
  });
});
