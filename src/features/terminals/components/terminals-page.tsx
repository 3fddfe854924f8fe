import { IonButton } from '@ionic/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatNumberBr } from '@/lib/money';
import { resetValues } from '@/ui/filters/chips';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/api/lists/filter-params';
import type { FilterValues } from '@/api/lists/filter-types';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { useMediaQuery, WIDE_SCREEN } from '@/ui/page/use-media-query';
import { EmptyState } from '@/ui/states/empty-state';
import { SkeletonCards } from '@/ui/states/skeleton-cards';
import { terminalQueries } from '../api/list-terminals';
import {
  filterTerminals,
  isFiltering,
  modelsOf,
  TERMINAL_FILTERS,
  terminalFilters,
  type TerminalsSearch,
} from '../lib/filter-terminals';
import { TerminalCard } from './terminal-card';
import { TerminalTable } from './terminal-table';
import styles from './terminals.module.css';

export const TERMINALS_TITLE = t('myEquipments');
export const TERMINALS_BREADCRUMB = [{ label: t('equipments') }, { label: t('myEquipments') }] as const;

const plural = (count: number, one: string, many: string) => `${formatNumberBr(count)} ${count === 1 ? one : many}`;

export interface TerminalsPageProps {
  search: TerminalsSearch;
  /** Replaces the filters in the search params. */
  onSearchChange: (values: FilterValues) => void;
}

/** The merchant's card machines: the list filters, then cards on phones or a table on wide screens. */
export function TerminalsPage({ search, onSearchChange }: TerminalsPageProps) {
  const { data, dataUpdatedAt, refetch } = useSuspenseQuery(terminalQueries.list());
  const wide = useMediaQuery(WIDE_SCREEN);
  const defs = useMemo(() => terminalFilters(modelsOf(data.data)), [data]);
  const values = useMemo(() => pickFilterValues(TERMINAL_FILTERS, search), [search]);
  const shown = useMemo(() => filterTerminals(data.data, values), [data, values]);
  const total = data.data.length;
  const active = useMemo(() => data.data.filter((terminal) => terminal.status === 'ACTIVE').length, [data]);
  const clear = () => onSearchChange(resetValues(TERMINAL_FILTERS));

  return (
    <AppPage
      title={TERMINALS_TITLE}
      breadcrumb={TERMINALS_BREADCRUMB}
      onRefresh={refetch}
      dataUpdatedAt={dataUpdatedAt}
    >
      {total === 0 ? (
        <EmptyState title="Nenhum equipamento cadastrado" message="Fale com o suporte para pedir uma maquininha." />
      ) : (
        <>
          {/* Filters run on the phone, so the panel stays usable offline. */}
          <FilterPanel defs={defs} values={values} onChange={onSearchChange} />
          {/* Announced as the filter changes, so a screen reader user hears the result. */}
          <p className={styles.summary} role="status">
            {isFiltering(values)
              ? `${plural(shown.length, 'equipamento encontrado', 'equipamentos encontrados')} de ${formatNumberBr(total)}`
              : `${plural(total, 'equipamento', 'equipamentos')}, ${plural(active, 'ativo', 'ativos')}`}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              title="Nenhum equipamento encontrado"
              message="Confira o número de série ou mude os filtros."
              action={
                <IonButton fill="outline" color="dark" onClick={clear}>
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
