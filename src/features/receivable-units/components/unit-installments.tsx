import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IonButton } from '@ionic/react';
import { formatCents, formatNumberBr } from '@/lib/money';
import { Panel } from '@/ui/page/panel';
import { pageCountOf } from '@/ui/data-list/pages';
import { TABLET_UP, useMediaQuery } from '@/ui/page/use-media-query';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { INSTALLMENTS_PER_PAGE } from '../api/get-receivable-unit';
import { receivableUnitQueries } from '../api/queries';
import { InstallmentCards, InstallmentTable } from './installment-rows';
import styles from './installments.module.css';

export interface UnitInstallmentsProps {
  unitId: number;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The sales' installments settled in the unit, a page at a time (the API pages them). The sums
 * cover every page, and their net total is the unit's amount: the check a merchant can make.
 */
export function UnitInstallments({ unitId, page, onPageChange }: UnitInstallmentsProps) {
  const query = useQuery({ ...receivableUnitQueries.installments(unitId, page), placeholderData: keepPreviousData });
  const wide = useMediaQuery(TABLET_UP);
  const data = query.data;
  const pages = data ? pageCountOf(data.total, INSTALLMENTS_PER_PAGE) : 1;

  return (
    <Panel title={data ? `Parcelas (${formatNumberBr(data.total)})` : 'Parcelas'}>
      {!data ? (
        query.isError ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <SkeletonList rows={4} label="Carregando parcelas…" />
        )
      ) : (
        <>
          <dl className={styles.sums}>
            <div>
              <dt>Bruto</dt>
              <dd>{formatCents(data.sum.gross_amount)}</dd>
            </div>
            <div>
              <dt>MDR</dt>
              <dd>{formatCents(data.sum.mdr_amount)}</dd>
            </div>
            <div>
              <dt>Líquido</dt>
              <dd>{formatCents(data.sum.net_amount)}</dd>
            </div>
          </dl>
          <div className={query.isPlaceholderData ? styles.stale : undefined} aria-busy={query.isPlaceholderData}>
            {wide ? <InstallmentTable items={data.data} /> : <InstallmentCards items={data.data} />}
          </div>
          {pages > 1 && (
            <nav className={styles.pager} aria-label="Páginas das parcelas">
              <p role="status">
                Página {page} de {pages}
              </p>
              <div className={styles.pagerButtons}>
                <IonButton fill="outline" color="dark" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                  Anterior
                </IonButton>
                <IonButton fill="outline" color="dark" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
                  Próxima
                </IonButton>
              </div>
            </nav>
          )}
        </>
      )}
    </Panel>
  );
}
