import { closeCircle } from 'ionicons/icons';
import { IonIcon } from '@/ui/ionic/elements/icon';
import type { FilterChip } from './chips';
import styles from './filters.module.css';

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  /** Offline: removing a filter would need the server. */
  disabled?: boolean;
}

/** The active filters; each chip is a button that removes its filter. */
export function FilterChips({ chips, onRemove, disabled = false }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Filtros ativos">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            className={styles.chip}
            disabled={disabled}
            // The visible text starts the name (WCAG label in name); the action follows.
            aria-label={`${chip.text} — remover filtro`}
            onClick={() => onRemove(chip)}
          >
            <span>{chip.text}</span>
            <IonIcon icon={closeCircle} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
