import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { ensureIonic } from './setup';

/**
 * Props of a wrapped Ionic element: Ionic's own (from its JSX typings, `onIon*` events included)
 * over the usual HTML attributes, plus a ref to the element.
 */
export type IonProps<El extends HTMLElement, Own> = Own &
  Omit<HTMLAttributes<El>, keyof Own> & { ref?: Ref<El>; children?: ReactNode };

/*
 * React 19 renders custom elements natively: it sets known properties as properties and turns a
 * prop `on<name>` into addEventListener('<name>'), case kept. Ionic's events are camelCase
 * ('ionChange'), so `onIonChange` only needs its first letter lowered to reach the right event.
 */
const IONIC_EVENT = /^onIon[A-Z]/;

function toElementProps(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    out[IONIC_EVENT.test(key) ? `onion${key.slice(5)}` : key] = value;
  }
  return out;
}

/**
 * A thin React component for one Ionic custom element, instead of `@ionic/react`: that package is
 * one module, so every wrapper used anywhere (and IonTabs, IonNav, the router outlet…) landed in
 * the first chunk (decision 007). Here each route loads only the elements it renders.
 *
 * The element is defined on first render, before React creates it, so React sees its properties
 * and sets objects (icons, values) as properties rather than attributes. Defining lazily also keeps
 * this module free of top-level effects, so unused wrappers are tree-shaken.
 */
export function ionWrapper<El extends HTMLElement, Own = object>(tag: string, define: () => void) {
  let defined = false;
  function IonElement({ children, ...props }: IonProps<El, Own>) {
    if (!defined) {
      ensureIonic();
      define();
      defined = true;
    }
    return createElement(tag, toElementProps(props), children);
  }
  IonElement.displayName = tag.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return IonElement;
}
