import { arrowDown, arrowUp } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { IonItem } from '@/ui/ionic/item';
import { IonList } from '@/ui/ionic/list';
import { IonCheckbox } from '@/ui/ionic/checkbox';
import type { ListColumn } from '@/ui/data-list/types';
import { moveItem, type FieldItem } from './field-store';
import { useFieldSelection } from './use-field-selection';
import styles from './fields.module.css';
import { visuallyHiddenClass } from '@/ui/page/visually-hidden';

export interface FieldSelectionProps<T> {
  /** The list's id in storage ('transactions', 'statement', 'receivable-units'). */
  listId: string;
  /** Every column the list has (the same array the list screen passes). */
  columns: readonly ListColumn<T>[];
}

type Focus = { id: string; dir: 'up' | 'down' } | null;

/**
 * The body of a `…/fields` page: tick the fields to show and put them in order with up/down
 * buttons (keyboard and screen-reader friendly, unlike drag and drop), or restore the
 * defaults. Saved on every change; at least one field stays visible.
 */
export function FieldSelection<T>({ listId, columns }: FieldSelectionProps<T>) {
  const { items, save, reset, customized } = useFieldSelection(listId, columns);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus>(null);
  const listRef = useRef<HTMLIonListElement>(null);
  const visibleCount = items.filter((item) => item.visible).length;

  // Moving re-inserts the row in the DOM, which drops focus: put it back on the same button,
  // or on its sibling when the row reached an end and the button turned disabled.
  useEffect(() => {
    if (!focus || !listRef.current) return;
    const row = listRef.current.querySelector<HTMLElement>(`[data-field="${CSS.escape(focus.id)}"]`);
    const wanted = row?.querySelector<HTMLIonButtonElement>(`ion-button[data-dir="${focus.dir}"]`);
    const other = row?.querySelector<HTMLIonButtonElement>(
      `ion-button[data-dir="${focus.dir === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focus, items]);

  const move = (index: number, dir: 'up' | 'down') => {
    const next = moveItem(items, index, dir === 'up' ? -1 : 1);
    save(next);
    const item = items[index] as FieldItem<T>;
    const position = next.indexOf(item) + 1;
    setAnnouncement(`${item.column.label}: posição ${position} de ${next.length}`);
    setFocus({ id: item.column.id, dir });
  };

  const toggle = (index: number, visible: boolean) => {
    save(items.map((item, i) => (i === index ? { ...item, visible } : item)));
  };

  return (
    <div className={styles.selection}>
      <p className={styles.help}>
        Marque os campos que a lista mostra e use as setas para mudar a ordem. A escolha fica salva neste aparelho.
      </p>
      {/* Ionic's list has no list semantics of its own: an ordered list, given here. */}
      <IonList ref={listRef} role="list" className={styles.list} aria-label="Campos da lista">
        {items.map((item, index) => (
          <FieldRow
            key={item.column.id}
            item={item}
            index={index}
            count={items.length}
            lastVisible={item.visible && visibleCount === 1}
            onToggle={(visible) => toggle(index, visible)}
            onMove={(dir) => move(index, dir)}
          />
        ))}
      </IonList>
      <p className={visuallyHiddenClass} role="status">
        {announcement}
      </p>
      <IonButton
        fill="outline"
        color="dark"
        disabled={!customized}
        onClick={() => {
          reset();
          setAnnouncement('Campos padrão restaurados');
        }}
      >
        Restaurar padrão
      </IonButton>
    </div>
  );
}

interface FieldRowProps<T> {
  item: FieldItem<T>;
  index: number;
  count: number;
  /** The only field still shown. */
  lastVisible: boolean;
  onToggle: (visible: boolean) => void;
  onMove: (dir: 'up' | 'down') => void;
}

/** One field: its tick and its up/down buttons. */
function FieldRow<T>({ item, index, count, lastVisible, onToggle, onMove }: FieldRowProps<T>) {
  const { id, label } = item.column;
  return (
    <IonItem role="listitem" className={styles.item} data-field={id}>
      <IonCheckbox
        className={styles.check}
        labelPlacement="end"
        justify="start"
        checked={item.visible}
        // The list needs something to show.
        disabled={lastVisible}
        onIonChange={(event) => onToggle(event.detail.checked)}
      >
        {label}
      </IonCheckbox>
      <span slot="end" className={styles.moves}>
        <IonButton
          fill="outline"
          color="medium"
          className={styles.move}
          data-dir="up"
          aria-label={`Mover ${label} para cima`}
          disabled={index === 0}
          onClick={() => onMove('up')}
        >
          <IonIcon slot="icon-only" icon={arrowUp} aria-hidden="true" />
        </IonButton>
        <IonButton
          fill="outline"
          color="medium"
          className={styles.move}
          data-dir="down"
          aria-label={`Mover ${label} para baixo`}
          disabled={index === count - 1}
          onClick={() => onMove('down')}
        >
          <IonIcon slot="icon-only" icon={arrowDown} aria-hidden="true" />
        </IonButton>
      </span>
    </IonItem>
  );
}
