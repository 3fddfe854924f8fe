import { useId, useRef } from 'react';
import { formatDate } from '@/lib/dates';
import { formatCents, formatPercent } from '@/lib/money';
import { titleCase } from '@/lib/text';
import type { Simulation } from '../api/simulate-transaction';
import styles from './simulate.module.css';
import { useReveal } from '@/ui/page/use-reveal';

const saleText = (s: Simulation) => {
  const operation =
    s.installments > 1 ? `${s.operation.operation_name} ${s.installments}x` : s.operation.operation_name;
  return `${formatCents(s.amount)} · ${titleCase(s.card_brand.brand_name)} · ${operation}`;
};

/** What the merchant keeps of the simulated sale, and when each part lands. */
export function SimulationResult({ simulation }: { simulation: Simulation }) {
  const captionId = useId();
  const section = useRef<HTMLElement>(null);
  useReveal(section, simulation);
  return (
    <section ref={section} className={styles.result} aria-labelledby={captionId}>
      <h3 id={captionId} className={styles.resultTitle}>
        Resultado da simulação
      </h3>
      <p className={styles.resultSale}>{saleText(simulation)}</p>
      <p className={styles.resultNote}>
        Venda feita hoje ({formatDate(simulation.sale_date)}) no {simulation.sales_plan.name}, canal{' '}
        {simulation.channel.channel_name}.
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>Taxa (MDR)</dt>
          <dd>{formatPercent(simulation.mdr)}</dd>
        </div>
        <div>
          <dt>Valor do MDR</dt>
          <dd>{formatCents(simulation.mdr_amount)}</dd>
        </div>
        <div>
          <dt>Valor líquido</dt>
          <dd className={styles.net}>{formatCents(simulation.net_amount)}</dd>
        </div>
      </dl>
      <table className={styles.schedule}>
        <caption>Agenda de recebimento</caption>
        <thead>
          <tr>
            <th scope="col">Parcela</th>
            <th scope="col">Data</th>
            <th scope="col" className={styles.number}>
              Valor líquido
            </th>
          </tr>
        </thead>
        <tbody>
          {simulation.receivables.map((item) => (
            <tr key={item.n_installment}>
              <th scope="row">
                {item.n_installment}/{simulation.receivables.length}
              </th>
              <td>{formatDate(item.settlement_date)}</td>
              <td className={styles.number}>{formatCents(item.net_amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
