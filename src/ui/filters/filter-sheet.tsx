import { IonButton, IonButtons, IonContent, IonToolbar } from '@ionic/react';
import { IonTitle } from '@/ui/ionic/title';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ModalFrame } from '@/ui/dialog/modal-frame';
import { useMediaQuery, TABLET_UP } from '@/ui/page/use-media-query';
import { resetValues } from './chips';
import { FilterField } from './filter-fields';
import { formSchemaOf, fromFormValues, toFormValues, type FormValues } from './form';
import { idOf, type FilterDef, type FilterValues } from '@/api/lists/filter-types';
import styles from './filters.module.css';

export interface FilterSheetProps {
  open: boolean;
  defs: readonly FilterDef[];
  /** The filters in force: the form starts from them each time the sheet opens. */
  values: FilterValues;
  /** 'Aplicar': the new values for every filter key (undefined = unset). */
  onApply: (values: FilterValues) => void;
  /** Closed without applying (Fechar, Escape, the backdrop, a swipe down). */
  onClose: () => void;
  offline: boolean;
}

/**
 * The filters in Ionic's sheet (a bottom sheet on phones, a box on wider screens): the inputs
 * scroll, 'Limpar' and 'Aplicar' stay at the bottom in view however long the form is. Nothing
 * changes until 'Aplicar'; closing the sheet drops what was typed. 'Aplicar' is disabled while
 * a field is invalid (requirements §5: the search button is).
 */
export function FilterSheet({ open, defs, values, onApply, onClose, offline }: FilterSheetProps) {
  const phone = !useMediaQuery(TABLET_UP);
  const formId = useId();
  const schema = useMemo(() => formSchemaOf(defs), [defs]);
  const form = useForm<FormValues>({
    resolver: valibotResolver(schema),
    mode: 'onChange',
    defaultValues: toFormValues(defs, values),
  });
  const { reset, handleSubmit, formState } = form;
  const apply = handleSubmit((typed) => onApply(fromFormValues(defs, typed)));

  // The form starts from the filters in force each time it opens (what was typed and not
  // applied goes), and follows them while closed (chips, back/forward, shared links).
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    if (open) reset(toFormValues(defs, JSON.parse(valuesKey) as FilterValues));
  }, [open, defs, valuesKey, reset]);

  return (
    <ModalFrame
      isOpen={open}
      label="Filtros"
      onClose={onClose}
      className={phone ? styles.sheet : styles.box}
      // A sheet that opens at full height (the form is long) and closes with a swipe down. No
      // handle: Ionic names it in English, and the swipe and 'Fechar' already close it.
      breakpoints={phone ? [0, 1] : undefined}
      initialBreakpoint={phone ? 1 : undefined}
      handle={false}
    >
      {/* A toolbar without IonHeader: a header would be a second banner landmark on the page. */}
      <IonToolbar className={styles.sheetBar}>
        <IonTitle>
          <h2 className={styles.sheetTitle}>Filtros</h2>
        </IonTitle>
        <IonButtons slot="end">
          <IonButton onClick={onClose}>Fechar</IonButton>
        </IonButtons>
      </IonToolbar>
      <IonContent className="ion-padding">
        <FormProvider {...form}>
          <form id={formId} onSubmit={apply} noValidate aria-label="Filtros da lista">
            <div className={styles.fields}>
              {defs.map((def) => (
                <FilterField key={idOf(def)} def={def} disabled={offline} />
              ))}
            </div>
            {offline && <p className={styles.offline}>Sem conexão: filtrar precisa do servidor.</p>}
          </form>
        </FormProvider>
      </IonContent>
      {/* Out of the scrolling content: always in view at the bottom of the sheet. */}
      <div className={styles.sheetActions}>
        <IonButton
          fill="outline"
          color="dark"
          disabled={offline}
          // Back to no filter (defaults in force) in the form; 'Aplicar' applies it.
          onClick={() => reset(toFormValues(defs, resetValues(defs)), { keepDefaultValues: true })}
        >
          Limpar
        </IonButton>
        <IonButton
          className={styles.apply}
          color="primary"
          disabled={offline || !formState.isValid}
          onClick={() => void apply()}
        >
          Aplicar
        </IonButton>
      </div>
    </ModalFrame>
  );
}
