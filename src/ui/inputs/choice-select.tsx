import { IonButton, IonButtons, IonContent, IonLabel, IonToolbar } from '@ionic/react';
import { IonItem } from '@/ui/ionic/item';
import { IonNote } from '@/ui/ionic/note';
import { IonRadio } from '@/ui/ionic/radio';
import { IonRadioGroup } from '@/ui/ionic/radio-group';
import { IonTitle } from '@/ui/ionic/title';
import { useId, useState } from 'react';
import { ModalFrame } from '@/ui/dialog/modal-frame';
import { useMediaQuery } from '@/ui/page/use-media-query';
import styles from './inputs.module.css';

const PHONE = '(max-width: 767px)';

interface SelectChoice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  label: string;
  value: string;
  choices: readonly SelectChoice[];
  onChange: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The field's section-5 message. */
  errorText?: string | undefined;
  onBlur?: () => void;
  disabled?: boolean;
}

/**
 * A choice among more than a segment holds (a brand, 2 to 12 installments): Ionic's item shows
 * the label and the current choice, and a tap opens the choices as radios in a sheet. Not
 * IonSelect: it pulls every Ionic overlay into the first screen (+54 KiB, docs/stack-notes.md, "Ionic tree-shaking"), and its
 * sheet interface is this same modal with radios.
 */
export function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
  placeholder = 'Selecione',
  errorText,
  onBlur,
  disabled = false,
}: ChoiceSelectProps) {
  const [open, setOpen] = useState(false);
  // A sheet from the bottom edge on phones, within the thumb's reach; a centred box elsewhere.
  const phone = useMediaQuery(PHONE);
  const ids = useId();
  const chosen = choices.find((choice) => choice.value === value);
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  // Items straight in the radio group: Ionic gives items in a list the listitem role except
  // inside a radio group, so a list here would be a list without items (and a radio group in a
  // list, a list with a foreign child).
  const options = (
    <IonRadioGroup
      value={value}
      onIonChange={(event) => {
        onChange(String(event.detail.value));
        close();
      }}
    >
      {choices.map((choice) => (
        <IonItem key={choice.value}>
          <IonRadio value={choice.value} justify="space-between">
            {choice.label}
          </IonRadio>
        </IonItem>
      ))}
    </IonRadioGroup>
  );
  return (
    <div className={styles.field}>
      <IonItem
        button
        detail
        lines="none"
        className={errorText ? `${styles.select} ${styles.invalid}` : styles.select}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-describedby={errorText ? `${ids}-error` : undefined}
        onClick={() => setOpen(true)}
      >
        <IonLabel>
          <span className={styles.selectLabel}>{label}</span>
          <span className={chosen ? styles.selectValue : `${styles.selectValue} ${styles.placeholder}`}>
            {chosen?.label ?? placeholder}
          </span>
        </IonLabel>
      </IonItem>
      {errorText && (
        <IonNote id={`${ids}-error`} color="danger" className={styles.error}>
          {errorText}
        </IonNote>
      )}
      <ModalFrame
        isOpen={open}
        onDidDismiss={close}
        className={phone ? undefined : 'app-choice-box'}
        breakpoints={phone ? [0, 0.6, 1] : undefined}
        initialBreakpoint={phone ? 0.6 : undefined}
        label={label}
      >
        {/* A toolbar without IonHeader: a header would be a second banner landmark on the page. */}
        <IonToolbar>
          <IonTitle>{label}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={close}>Fechar</IonButton>
          </IonButtons>
        </IonToolbar>
        {/* The sheet scrolls its list in Ionic's content; the box is as tall as its list. */}
        {phone ? <IonContent>{options}</IonContent> : <div className={styles.boxList}>{options}</div>}
      </ModalFrame>
    </div>
  );
}
