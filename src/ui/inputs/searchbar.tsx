import type { JSX as IonicJSX } from '@ionic/core';
import { defineCustomElement } from '@ionic/core/components/ion-searchbar.js';
import { useEffect, useEffectEvent, useRef } from 'react';
import styles from './searchbar.module.css';

/*
 * Ionic's searchbar element itself, not @ionic/react's wrapper: @ionic/react is one module, so
 * a wrapper used anywhere lands on the dashboard's first screen (docs/stack-notes.md, "Ionic tree-shaking"). The element is
 * defined here, in the chunk of the screen that uses it.
 */
defineCustomElement();

type SearchbarAttributes = Pick<IonicJSX.IonSearchbar, 'placeholder' | 'value' | 'inputmode' | 'enterkeyhint'>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React types custom elements.
  namespace JSX {
    interface IntrinsicElements {
      'ion-searchbar': DetailedHTMLProps<HTMLAttributes<HTMLIonSearchbarElement>, HTMLIonSearchbarElement> &
        SearchbarAttributes;
    }
  }
}

export interface SearchbarProps {
  /** The field's accessible name (Ionic names its input 'search text', in English). */
  label: string;
  value: string;
  /** Every keystroke (Ionic's ionInput, no debounce). */
  onInput: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/** Ionic's searchbar, named in Portuguese: its input and its clear button. */
export function Searchbar({ label, value, onInput, placeholder, className }: SearchbarProps) {
  const ref = useRef<HTMLIonSearchbarElement>(null);
  const input = useEffectEvent((typed: string) => onInput(typed));

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handle = (event: Event) => input((event as CustomEvent<{ value?: string | null }>).detail.value ?? '');
    element.addEventListener('ionInput', handle);
    // Ionic writes aria-label="search text" and "reset" once when it renders; its later renders
    // leave the attributes alone (its virtual DOM compares with itself, not with the page).
    // getInputElement waits for that render (custom elements have no componentOnReady).
    void element.getInputElement().then((native) => {
      native.setAttribute('aria-label', label);
      element.querySelector('.searchbar-clear-button')?.setAttribute('aria-label', 'Limpar busca');
    });
    return () => element.removeEventListener('ionInput', handle);
  }, [label]);

  return (
    <ion-searchbar
      ref={ref}
      className={className ? `${styles.bar} ${className}` : styles.bar}
      value={value}
      placeholder={placeholder}
      inputmode="text"
      enterkeyhint="search"
    />
  );
}
