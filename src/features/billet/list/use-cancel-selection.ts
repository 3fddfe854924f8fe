import { useState } from 'react';
import { showToast } from '@/ui/toast';
import type { Billet } from '@contract/billets';
import { useCancelBillets } from './api';
import { cancelSummary } from './cancel-summary';

/** Registered boletos picked for cancelling (only those can be written off), and the confirmed cancel. */
export function useCancelSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string>();
  const cancel = useCancelBillets();
  const toggle = (b: Billet, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(b.billet_id, b.our_number ?? '');
    else next.delete(b.billet_id);
    setSelected(next);
  };
  const cancelSelected = () =>
    cancel.mutate(
      [...selected].map(([id, our_number]) => ({ id, our_number })),
      {
        onSuccess: (answer) => {
          setOutcome(cancelSummary(answer));
          setSelected(new Map());
        },
        onError: (error) => showToast(error.message),
        onSettled: () => setConfirming(false),
      },
    );
  return { selected, toggle, confirming, setConfirming, outcome, cancelSelected, pending: cancel.isPending };
}
