import { formatShortTimestamp } from '@/lib/dates';
import { formatNumberBr } from '@/lib/money';
import type { FieldCopySnapshot } from './field-copy';
import { COPY_CAP, COPY_DAYS } from './sync';

export interface CopyStatus {
  /** One line under the search field: how fresh the copy is, or how far its download got. */
  text: string;
  /** A second line when the cap cut the copy. */
  note?: string;
}

const sales = (count: number) => `${formatNumberBr(count)} ${count === 1 ? 'venda' : 'vendas'}`;

/** What the search field says about the copy it searches. */
export function copyStatus(copy: FieldCopySnapshot, offline: boolean): CopyStatus {
  const note = copy.capped
    ? `O aparelho guarda as ${formatNumberBr(COPY_CAP)} vendas mais recentes; as anteriores, busque pelos filtros.`
    : undefined;
  if (!copy.loaded) return { text: 'Lendo as vendas guardadas no aparelho…' };
  const fresh = copy.freshAt === null ? '' : `vendas até ${formatShortTimestamp(copy.freshAt)}`;
  if (copy.daysDone >= COPY_DAYS) {
    return { text: `Últimos ${COPY_DAYS} dias no aparelho · ${fresh}${copy.syncing ? ' · atualizando…' : ''}`, note };
  }
  if (copy.syncing) {
    return {
      text: `Baixando as vendas dos últimos ${COPY_DAYS} dias para o aparelho: ${copy.daysDone} de ${COPY_DAYS} dias (${sales(copy.sales)}).`,
      note,
    };
  }
  if (copy.problem === 'storage') {
    return { text: `O aparelho está sem espaço: ${copy.daysDone} de ${COPY_DAYS} dias guardados.`, note };
  }
  const later = offline ? 'Conecte-se para baixar o restante.' : 'O restante é baixado em seguida.';
  if (copy.sales === 0 && copy.daysDone === 0) {
    return {
      text: `As vendas dos últimos ${COPY_DAYS} dias ainda não estão neste aparelho. ${
        offline ? 'Conecte-se para baixá-las.' : 'Elas são baixadas em segundo plano.'
      }`,
    };
  }
  return { text: `${copy.daysDone} de ${COPY_DAYS} dias no aparelho${fresh ? ` · ${fresh}` : ''}. ${later}`, note };
}
