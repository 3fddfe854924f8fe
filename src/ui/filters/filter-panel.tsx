import { valibotResolver } from '@hookform/resolvers/valibot';
import { chevronDown, chevronUp, funnelOutline } from 'ionicons/icons';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { IonButton } from '@/ui/ionic/elements/button';
import { IonIcon } from '@/ui/ionic/elements/icon';
import { chipsOf, resetValues } from './chips';
import { FilterChips } from './filter-chips';
import { FilterField } from './filter-fields';
import { formSchemaOf, fromFormValues, toFormValues, type FormValues } from './form';
import type { FilterDef, FilterValues } from './types';
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
  /** Open at first (wide screens); phones start closed so the list shows. */
  defaultOpen?: boolean;
}

/**
 * The collapsible filter panel of spec sections 2 and 5: the active filters as chips (tap one
 * to remove it), the inputs with the section-5 rules, and 'Buscar', disabled while invalid.
 */
export function FilterPanel({ defs, values, onChange, offline = false, defaultOpen = false }: FilterPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const chips = chipsOf(defs, values);
  const schema = useMemo(() => formSchemaOf(defs), [defs]);
  const form = useForm<FormValues>({
    resolver: valibotResolver(schema),
    mode: 'onChange',
    defaultValues: toFormValues(defs, values),
  });
  const { reset, handleSubmit, formState } = form;

  // Chips, back/forward and shared links change the values from outside: the inputs follow.
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    reset(toFormValues(defs, JSON.parse(valuesKey) as FilterValues));
  }, [defs, valuesKey, reset]);

  const submit = handleSubmit((form) => {
    onChange(fromFormValues(defs, form));
    // On a phone the results sit under the panel: close it so they show.
    if (!defaultOpen) setOpen(false);
  });

  return (
    <section className={styles.panel} aria-label="Filtros">
      <div className={styles.head}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <IonIcon icon={funnelOutline} aria-hidden="true" />
          <span>Filtros</span>
          {chips.length > 0 && <span className={styles.count}>{chips.length}</span>}
          <IonIcon className={styles.chevron} icon={open ? chevronUp : chevronDown} aria-hidden="true" />
        </button>
      </div>
      <FilterChips chips={chips} disabled={offline} onRemove={(chip) => onChange({ ...values, ...chip.clear })} />
      {offline && (
        <p className={styles.offline}>
          Sem conexão: filtrar precisa do servidor. A lista mostra os últimos dados salvos.
        </p>
      )}
      <div id={panelId} hidden={!open}>
        <FormProvider {...form}>
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Filtros da lista">
            <fieldset className={styles.fields} disabled={offline}>
              {defs.map((def) => (
                <FilterField
                  key={def.kind === 'dateRange' ? def.start : def.kind === 'money' ? def.min : def.name}
                  def={def}
                />
              ))}
            </fieldset>
            <div className={styles.actions}>
              <IonButton fill="clear" color="dark" disabled={offline} onClick={() => onChange(resetValues(defs))}>
                Limpar filtros
              </IonButton>
              <IonButton type="submit" color="primary" disabled={offline || !formState.isValid}>
                Buscar
              </IonButton>
            </div>
          </form>
        </FormProvider>
      </div>
    </section>
  );
}
