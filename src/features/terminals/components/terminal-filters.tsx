import { IonInput } from '@ionic/react';
import { ChoiceSegment } from '@/ui/page/choice-segment';
import type { StatusFilter, TerminalFilter } from '../lib/filter-terminals';
import { STATUS_FILTER_LABELS } from '../lib/labels';
import styles from './terminals.module.css';

const STATUS_FILTERS: readonly StatusFilter[] = ['ALL', 'ACTIVE', 'INACTIVE', 'MAINTENANCE'];

export interface TerminalFiltersProps {
  filter: TerminalFilter;
  counts: Record<StatusFilter, number>;
  onChange: (filter: TerminalFilter) => void;
}

/** Quick filters that run on the device: the list is small and already on the phone. */
export function TerminalFilters({ filter, counts, onChange }: TerminalFiltersProps) {
  return (
    <div className={styles.filters}>
      <ChoiceSegment
        label="Filtrar por status"
        value={filter.status}
        choices={STATUS_FILTERS.map((status) => ({
          value: status,
          label: `${STATUS_FILTER_LABELS[status]} (${counts[status]})`,
        }))}
        onChange={(status) => onChange({ ...filter, status })}
      />
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
