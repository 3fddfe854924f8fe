import { useRef, type KeyboardEvent } from 'react';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { METHODS } from './methods';

interface MethodTabsProps {
  methods: readonly PaymentMethod[];
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
}

export const tabId = (method: PaymentMethod) => `checkout-tab-${method.toLowerCase()}`;
export const panelId = 'checkout-method-panel';

/**
 * The ways to pay as tabs (WAI-ARIA tabs: one tab stop, arrows move between them), on the same
 * page as the summary and the form: switching keeps what the payer typed about themselves.
 */
export function MethodTabs({ methods, selected, onSelect }: MethodTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -methods.length, End: methods.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(methods.length - 1, Math.max(0, methods.indexOf(selected) + step));
    const next = methods[index] ?? selected;
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };
  return (
    <div className="checkout-tabs" role="tablist" aria-label="Forma de pagamento" ref={list} onKeyDown={onKeyDown}>
      {methods.map((method) => {
        const { tab, icon: Icon } = METHODS[method];
        const active = method === selected;
        return (
          <button
            key={method}
            id={tabId(method)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className="checkout-tab"
            onClick={() => onSelect(method)}
          >
            <Icon />
            {tab}
          </button>
        );
      })}
    </div>
  );
}
