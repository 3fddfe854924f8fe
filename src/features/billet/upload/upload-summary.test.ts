import { describe, expect, it } from 'vitest';
import { refusedLine, uploadSummary } from './upload-summary';

describe('what an upload did, in Portuguese', () => {
  const ok = 'File uploaded successfully! (the backend’s words)';

  it('counts imported and refused boletos, singular and plural', () => {
    const summary = (imported: number, refused: number) =>
      uploadSummary({ message: ok, imported, rejected_count: refused }).text;
    expect(summary(0, 0)).toBe('Nenhum boleto importado.');
    expect(summary(1, 0)).toBe('1 boleto importado.');
    expect(summary(2, 0)).toBe('2 boletos importados.');
    expect(summary(1, 1)).toBe('1 boleto importado, 1 recusado.');
    expect(summary(1_234, 3)).toBe('1.234 boletos importados, 3 recusados.');
    expect(summary(0, 1)).toBe('Nenhum boleto importado, 1 recusado.');
    expect(summary(0, 2)).toBe('Nenhum boleto importado, 2 recusados.');
  });

  it('is a success when something was imported, a warning when every row was refused', () => {
    expect(uploadSummary({ message: ok, imported: 1, rejected_count: 2 }).tone).toBe('success');
    expect(uploadSummary({ message: 'Nenhuma linha válida', imported: 0, rejected_count: 2 }).tone).toBe('warning');
  });

  it('without the counts (a spec-only backend), says the sheet went, never the backend’s English', () => {
    expect(uploadSummary({ message: ok })).toEqual({ text: 'Planilha enviada.', tone: 'success' });
    // A failure's message is the backend's explanation: shown as it came.
    expect(uploadSummary({ message: 'Planilha sem boletos válidos' })).toEqual({
      text: 'Planilha sem boletos válidos',
      tone: 'warning',
    });
  });

  it('counts the refused rows it was sent when the count is missing', () => {
    expect(
      uploadSummary({
        message: ok,
        imported: 3,
        rejected: [
          { row: 2, billet: {} },
          { row: 5, billet: {} },
        ],
      }).text,
    ).toBe('3 boletos importados, 2 recusados.');
  });
});

describe('a refused row names the field by its label', () => {
  it('puts the column’s Portuguese header before the message', () => {
    expect(refusedLine('due_date', 'Data inválida')).toBe('Vencimento: Data inválida');
    expect(refusedLine('discounts.2.date', 'Data inválida')).toBe('Data do desconto 2: Data inválida');
    expect(refusedLine('penalty.type', 'Use Valor, Percentual ou Isento')).toBe(
      'Tipo de multa: Use Valor, Percentual ou Isento',
    );
  });

  it('does not say the label twice when the message already names it', () => {
    expect(refusedLine('payer.document', 'O campo CPF ou CNPJ do pagador não é válido')).toBe(
      'O campo CPF ou CNPJ do pagador não é válido',
    );
    expect(refusedLine('payer.name', 'O campo Nome do pagador é obrigatório')).toBe(
      'O campo Nome do pagador é obrigatório',
    );
  });

  it('keeps a field it does not know as it came', () => {
    expect(refusedLine('payer.whatever', 'x')).toBe('payer.whatever: x');
  });
});
