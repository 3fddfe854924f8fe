import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { Panel } from '@/ui/page/panel';
import { paymentDrillQueries, type DrillSource } from '../api/get-payment';
import type { ReceivableUnit } from '@contract/shapes/receivable-unit';
import { ARRANGEMENT_NAMES } from '@contract/receivable-codes';
import { rowArrangementCode } from '@/lib/cerc';
import { DrillStatus } from './drill-states';
import { LoadMore } from './load-more';
import styles from './payments.module.css';

export interface UnitListProps {
  source: DrillSource;
  /** A future day mixes destinations: name each unit's (by its payment id). */
  destinationOf?: (paymentId: number) => string | undefined;
}

// The code first, as the bank's statement prints it; an unknown code still shows, as itself.
const arrangementLine = (code: string | null) =>
  code ? `${code} · ${ARRANGEMENT_NAMES[code] ?? code}` : 'Sem arranjo';

function UnitItem({ unit, destination }: { unit: ReceivableUnit; destination: string | undefined }) {
  const committed = unit.committed_amount > 0;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{arrangementLine(rowArrangementCode(unit))}</span>
        <span className={styles.rowAmount}>{formatCents(unit.payable_amount)}</span>
      </div>
      <p className={styles.rowLine}>
        UR {unit.receivable_unit_id} · liquidação {formatDate(unit.dt_liquidation)}
        {unit.installment_count !== undefined &&
          ` · ${unit.installment_count} ${unit.installment_count === 1 ? 'parcela' : 'parcelas'}`}
        {destination && ` · ${destination}`}
      </p>
      {committed && (
        <p className={styles.rowLine}>
          Valor da UR {formatCents(unit.amount)} − efeitos de contrato {formatCents(unit.committed_amount)}
          {unit.financier && ` (${unit.financier})`}
        </p>
      )}
    </li>
  );
}

/** The receivable units that make up a payment (or a future day), page by page. */
export function UnitList({ source, destinationOf }: UnitListProps) {
  const query = useInfiniteQuery(paymentDrillQueries.units(source));
  const units = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Panel title={query.data ? `Unidades de recebíveis (${total})` : 'Unidades de recebíveis'} level={3}>
      {!query.data ? (
        <DrillStatus error={query.error} label="as unidades de recebíveis" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ul className={styles.rows}>
            {units.map((unit) => (
              <UnitItem key={unit.receivable_unit_id} unit={unit} destination={destinationOf?.(unit.payment_id)} />
            ))}
          </ul>
          <LoadMore
            loaded={units.length}
            total={total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            noun="unidades"
          />
        </>
      )}
    </Panel>
  );
}
