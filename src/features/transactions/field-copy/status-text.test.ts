import { describe, expect, it } from 'vitest';
import { NOT_LOADED, type FieldCopySnapshot } from './field-copy';
import { copyStatus } from './status-text';

const base: FieldCopySnapshot = { ...NOT_LOADED, loaded: true };
// 26/11/2026 14:32 in São Paulo.
const AT = Date.UTC(2026, 10, 26, 17, 32);

describe('what the search says about the copy', () => {
  it('says how fresh a whole copy is, and when it is being refreshed', () => {
    const whole = { ...base, sales: 8966, daysDone: 30, freshAt: AT };
    expect(copyStatus(whole, false).text).toBe('Últimos 30 dias no aparelho · vendas até 26/11 14:32');
    expect(copyStatus({ ...whole, syncing: true }, false).text).toBe(
      'Últimos 30 dias no aparelho · vendas até 26/11 14:32 · atualizando…',
    );
  });

  it('shows the download under way, in days and sales', () => {
    expect(copyStatus({ ...base, syncing: true, daysDone: 12, sales: 3214 }, false).text).toBe(
      'Baixando as vendas dos últimos 30 dias para o aparelho: 12 de 30 dias (3.214 vendas).',
    );
  });

  it('says when the copy is not on this device yet, and what to do offline', () => {
    expect(copyStatus(base, true).text).toBe(
      'As vendas dos últimos 30 dias ainda não estão neste aparelho. Conecte-se para baixá-las.',
    );
    expect(copyStatus({ ...base, loaded: false }, true).text).toBe('Lendo as vendas guardadas no aparelho…');
  });

  it('says what is there of a copy cut short, and that the cap left out the oldest sales', () => {
    const partial = { ...base, daysDone: 20, sales: 6000, freshAt: AT, problem: 'network' as const };
    expect(copyStatus(partial, true).text).toBe(
      '20 de 30 dias no aparelho · vendas até 26/11 14:32. Conecte-se para baixar o restante.',
    );
    expect(copyStatus({ ...partial, problem: 'storage' }, false).text).toBe(
      'O aparelho está sem espaço: 20 de 30 dias guardados.',
    );
    expect(copyStatus({ ...base, daysDone: 30, freshAt: AT, capped: true }, false).note).toBe(
      'O aparelho guarda as 50.000 vendas mais recentes; as anteriores, busque pelos filtros.',
    );
  });
});
