import { IonInput, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import type { StatusFilter, TerminalFilter } from '../lib/filter-terminals';
import { STATUS_FILTER_LABELS } from '../lib/labels';
import styles from './terminals.module.css';

const STATUS_FILTERS: readonly StatusFilter[] = ['ALL', 'ACTIVE', 'INACTIVE', 'MAINTENANCE'];
const isStatusFilter = (value: unknown): value is StatusFilter => STATUS_FILTERS.some((status) => status === value);

export interface TerminalFiltersProps {
  filter: TerminalFilter;
  counts: Record<StatusFilter, number>;
  onChange: (filter: TerminalFilter) => void;
}

/** Quick filters that run on the device: the list is small and already on the phone. */
export function TerminalFilters({ filter, counts, onChange }: TerminalFiltersProps) {
  return (
    <div className={styles.filters}>
      <IonSegment
        className={styles.segment}
        value={filter.status}
        scrollable
        aria-label="Filtrar por status"
        onIonChange={(event) => {
          const status = event.detail.value;
          if (isStatusFilter(status)) onChange({ ...filter, status });
        }}
      >
        {STATUS_FILTERS.map((status) => (
          <IonSegmentButton key={status} value={status} className={styles.segmentButton}>
            <IonLabel>{`${STATUS_FILTER_LABELS[status]} (${counts[status]})`}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <IonInput
        className={styles.search}
        label="Buscar por nº de série"
        labelPlacement="stacked"
        fill="outline"
        type="search"
        inputmode="search"
        autocapitalize="characters"
        placeholder="Ex.: PAX-1234"
        value={filter.serial}
        onIonInput={(event) => onChange({ ...filter, serial: event.detail.value ?? '' })}
      />
    </div>
  );
}
