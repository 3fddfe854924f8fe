import { IonButton, IonCard, IonIcon, IonItem, IonLabel } from '@ionic/react';
import { IonAccordion } from '@/ui/ionic/accordion';
import { IonAccordionGroup } from '@/ui/ionic/accordion-group';
import { IonBadge } from '@/ui/ionic/badge';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { funnelOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
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

const SECTION = 'filters';

/**
 * The collapsible filter panel of spec sections 2 and 5, as Ionic's accordion: the inputs with
 * the section-5 rules and 'Buscar' (disabled while invalid), then the active filters as chips
 * (tap one to remove it), always in view.
 */
export function FilterPanel({ defs, values, onChange, offline = false, defaultOpen = false }: FilterPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
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
    // No landmark of its own: the accordion's open content is the region 'Filtros' (two of one name
    // fail axe's landmark-unique).
    <IonCard className={styles.panel}>
      <IonAccordionGroup
        value={open ? SECTION : undefined}
        onIonChange={(event) => {
          // Ionic's change events bubble: only the group's own counts.
          if (event.target === event.currentTarget) setOpen(event.detail.value === SECTION);
        }}
      >
        <IonAccordion value={SECTION} className={styles.accordion}>
          <IonItem slot="header" lines="none" className={styles.toggle}>
            <IonIcon slot="start" icon={funnelOutline} aria-hidden="true" />
            <IonLabel>Filtros</IonLabel>
            {chips.length > 0 && (
              <IonBadge slot="end" color="primary" aria-label={`${chips.length} ativos`}>
                {chips.length}
              </IonBadge>
            )}
          </IonItem>
          <div slot="content">
            <FormProvider {...form}>
              <form className={styles.form} onSubmit={submit} noValidate aria-label="Filtros da lista">
                <div className={styles.fields}>
                  {defs.map((def) => (
                    <FilterField
                      key={def.kind === 'dateRange' ? def.start : def.kind === 'money' ? def.min : def.name}
                      def={def}
                      disabled={offline}
                    />
                  ))}
                </div>
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
        </IonAccordion>
      </IonAccordionGroup>
      <FilterChips chips={chips} disabled={offline} onRemove={(chip) => onChange({ ...values, ...chip.clear })} />
      {offline && <p className={styles.offline}>Sem conexão: filtrar precisa do servidor.</p>}
    </IonCard>
  );
}
