import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';

/**
 * One of Ionic's components as a React component, made exactly as `@ionic/react` makes its own
 * (the Stencil React output target over `@ionic/core/components/ion-*.js`), but in a module of
 * its own. `@ionic/react` is one module: every wrapper the app uses anywhere, with its
 * component's code, is downloaded with the first screen. The form controls and list widgets
 * that only later screens draw are made here instead, so each travels with the screens that use
 * it (decision 025). Types come from `@ionic/react`, so each is the same component to callers.
 */
export function ionComponent<C>(options: {
  tagName: string;
  elementClass: { new (): HTMLElement; prototype: HTMLElement };
  defineCustomElement: () => void;
  events?: Record<string, string>;
}): C {
  return createComponent({ ...options, events: options.events ?? {}, react: React }) as C;
}
