import { IonIcon, IonLabel } from '@ionic/react';
import { IonChip } from '@/ui/ionic/chip';
import { closeCircle } from 'ionicons/icons';
import type { FilterChip } from './chips';
import styles from './filters.module.css';

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  /** Offline: removing a filter would need the server. */
  disabled?: boolean;
}

/**
 * The active filters, as Ionic's chips; each one removes its filter. Ionic's chip is not a
 * control by itself: it is given the button role, a tab stop and the keys of a button.
 */
export function FilterChips({ chips, onRemove, disabled = false }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Filtros ativos">
      {chips.map((chip) => (
        <li key={chip.id}>
          <IonChip
            className={styles.chip}
            role="button"
            tabIndex={disabled ? -1 : 0}
            // Ionic's chip greys itself out and says so (aria-disabled) when disabled.
            disabled={disabled}
            // The visible text starts the name (WCAG label in name); the action follows.
            aria-label={`${chip.text} — remover filtro`}
            onClick={() => !disabled && onRemove(chip)}
            onKeyDown={(event) => {
              if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return;
              event.preventDefault();
              onRemove(chip);
            }}
          >
            <IonLabel>{chip.text}</IonLabel>
            <IonIcon icon={closeCircle} aria-hidden="true" />
          </IonChip>
        </li>
      ))}
    </ul>
  );
}
