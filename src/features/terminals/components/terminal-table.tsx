import { formatCents, formatNumberBr } from '@/lib/money';
import type { Terminal } from '../api/list-terminals';
import { StatusBadge } from './status-badge';
import { activationText, connectivityText, lastUseText } from './terminal-card';
import styles from './terminals.module.css';
import { visuallyHiddenClass } from '@/ui/page/visually-hidden';

const figure = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? '—' : format(value);

/** Wide screens: every terminal on one row, easy to scan and compare. */
export function TerminalTable({ terminals }: { terminals: readonly Terminal[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={visuallyHiddenClass}>Equipamentos do lojista</caption>
        <thead>
          <tr>
            <th scope="col">Modelo</th>
            <th scope="col">Nº de série</th>
            <th scope="col">Status</th>
            <th scope="col">Conectividade</th>
            <th scope="col">Ativação</th>
            <th scope="col">Último uso</th>
            <th scope="col" className={styles.number}>
              Vendas no mês
            </th>
            <th scope="col" className={styles.number}>
              Valor no mês
            </th>
          </tr>
        </thead>
        <tbody>
          {terminals.map((terminal) => (
            <tr key={terminal.id}>
              <th scope="row">
                {terminal.model}
                {terminal.manufacturer && <span className={styles.manufacturer}>{terminal.manufacturer}</span>}
              </th>
              <td className={styles.serial}>{terminal.serial_number}</td>
              <td>
                <StatusBadge status={terminal.status} />
              </td>
              <td>{connectivityText(terminal)}</td>
              <td>{activationText(terminal)}</td>
              <td>{lastUseText(terminal)}</td>
              <td className={styles.number}>{figure(terminal.month_count, formatNumberBr)}</td>
              <td className={styles.number}>{figure(terminal.month_amount, formatCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
