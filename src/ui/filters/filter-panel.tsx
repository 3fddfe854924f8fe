import { IonButton, IonIcon } from '@ionic/react';
import { funnelOutline } from 'ionicons/icons';
import { useState } from 'react';
import { chipsOf } from './chips';
import { FilterChips } from './filter-chips';
import { FilterSheet } from './filter-sheet';
import type { FilterDef, FilterValues } from '@/api/lists/filter-types';
import styles from './filters.module.css';

export interface FilterPanelProps {
  /** The screen's filters. Keep the array stable (module constant or useMemo). */
  defs: readonly FilterDef[];
  /** The current values (the route's search params). */
  values: FilterValues;
  /**
   * New values for every filter key (undefined = unset). The screen merges them into its
   * search params (and goes back to page 1).
   */
  onChange: (values: FilterValues) => void;
  /** Filtering asks the server: offline the panel says so and stays read-only. */
  offline?: boolean;
}

/**
 * The filter panel of requirements §2 and §5: a 'Filtros' button that counts the active filters
 * and opens them in a sheet (Aplicar / Limpar), and the active filters as chips on the page
 * (tap one to remove it), always in view. The form never pushes the list down the page.
 */
export function FilterPanel({ defs, values, onChange, offline = false }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const chips = chipsOf(defs, values);
  const count = chips.length;
  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        <IonButton
          fill="outline"
          color="dark"
          className={styles.open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <IonIcon slot="start" icon={funnelOutline} aria-hidden="true" />
          Filtros
          {count > 0 && (
            <>
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden"> ({count === 1 ? '1 ativo' : `${count} ativos`})</span>
            </>
          )}
        </IonButton>
      </div>
      <FilterChips chips={chips} disabled={offline} onRemove={(chip) => onChange({ ...values, ...chip.clear })} />
      {offline && <p className={styles.offline}>Sem conexão: filtrar precisa do servidor.</p>}
      <FilterSheet
        open={open}
        defs={defs}
        values={values}
        offline={offline}
        onClose={() => setOpen(false)}
        onApply={(next) => {
          setOpen(false);
          onChange(next);
        }}
      />
    </div>
  );
}
