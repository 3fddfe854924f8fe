import { IonButton } from '@ionic/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatNumberBr } from '@/lib/money';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { useMediaQuery, WIDE_SCREEN } from '@/ui/page/use-media-query';
import { EmptyState } from '@/ui/states/empty-state';
import { SkeletonCards } from '@/ui/states/skeleton-cards';
import { terminalQueries } from '../api/list-terminals';
import { countByStatus, filterTerminals, isFiltering, NO_FILTER, type TerminalFilter } from '../lib/filter-terminals';
import { TerminalCard } from './terminal-card';
import { TerminalFilters } from './terminal-filters';
import { TerminalTable } from './terminal-table';
import styles from './terminals.module.css';

export const TERMINALS_TITLE = t('myEquipments');
export const TERMINALS_BREADCRUMB = [{ label: t('equipments') }, { label: t('myEquipments') }] as const;

const plural = (count: number, one: string, many: string) => `${formatNumberBr(count)} ${count === 1 ? one : many}`;

/** The merchant's card machines: cards on phones, a table on wide screens. */
export function TerminalsPage() {
  const { data, dataUpdatedAt, refetch } = useSuspenseQuery(terminalQueries.list());
  const [filter, setFilter] = useState<TerminalFilter>(NO_FILTER);
  const wide = useMediaQuery(WIDE_SCREEN);
  const counts = useMemo(() => countByStatus(data.data), [data]);
  const shown = useMemo(() => filterTerminals(data.data, filter), [data, filter]);

  return (
    <AppPage
      title={TERMINALS_TITLE}
      breadcrumb={TERMINALS_BREADCRUMB}
      onRefresh={refetch}
      dataUpdatedAt={dataUpdatedAt}
    >
      {data.data.length === 0 ? (
        <EmptyState title="Nenhum equipamento cadastrado" message="Fale com o suporte para pedir uma maquininha." />
      ) : (
        <>
          <TerminalFilters filter={filter} counts={counts} onChange={setFilter} />
          {/* Announced as the filter changes, so a screen reader user hears the result. */}
          <p className={styles.summary} role="status">
            {isFiltering(filter)
              ? `${plural(shown.length, 'equipamento encontrado', 'equipamentos encontrados')} de ${formatNumberBr(counts.ALL)}`
              : `${plural(counts.ALL, 'equipamento', 'equipamentos')}, ${plural(counts.ACTIVE, 'ativo', 'ativos')}`}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              title="Nenhum equipamento encontrado"
              message="Confira o número de série ou mude o filtro de status."
              action={
                <IonButton fill="outline" color="dark" onClick={() => setFilter(NO_FILTER)}>
                  Limpar filtros
                </IonButton>
              }
            />
          ) : wide ? (
            <TerminalTable terminals={shown} />
          ) : (
            <div className={styles.grid}>
              {shown.map((terminal) => (
                <TerminalCard key={terminal.id} terminal={terminal} />
              ))}
            </div>
          )}
        </>
      )}
    </AppPage>
  );
}

export function TerminalsPending() {
  return (
    <AppPage title={TERMINALS_TITLE} breadcrumb={TERMINALS_BREADCRUMB}>
      <SkeletonCards count={4} label="Carregando equipamentos…" />
    </AppPage>
  );
}
