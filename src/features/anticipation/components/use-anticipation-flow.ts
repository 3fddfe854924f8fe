import { useState } from 'react';
import { useDraftStore } from '@/ui/drafts/use-draft-store';
import { showToast } from '@/ui/toast';
import { useConfirmAnticipation, useSimulateAnticipation } from '../api/anticipation';
import { type Anticipation } from '@contract/anticipation';
import { AMOUNT_DRAFT_ID } from './amount-form';

export const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Não foi possível completar sua requisição neste momento.';

/** From an amount to an anticipation: simulate, ask, confirm, and start again with a fresh form. */
export function useAnticipationFlow() {
  const simulate = useSimulateAnticipation();
  const confirm = useConfirmAnticipation();
  const drafts = useDraftStore();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<Anticipation>();
  // A new form after each anticipation: empty, its draft gone.
  const [formKey, setFormKey] = useState(0);
  const simulation = simulate.data;

  const startAgain = () => {
    simulate.reset();
    confirm.reset();
    setDone(undefined);
  };
  const sendConfirm = () => {
    if (!simulation) return;
    setAsking(false);
    confirm.mutate(simulation.simulation_id, {
      onSuccess: (anticipation) => {
        drafts.discard(AMOUNT_DRAFT_ID);
        setFormKey((key) => key + 1);
        simulate.reset();
        setDone(anticipation);
      },
      onError: (error) => showToast(messageOf(error)),
    });
  };
  const runSimulation = (amount: number) => {
    setDone(undefined);
    confirm.reset();
    // A simulation answered is the amount sent: nothing is left to offer as a
    // draft ("Rascunho não enviado" after simulating read as lost work).
    simulate.mutate(amount, { onSuccess: () => drafts.discard(AMOUNT_DRAFT_ID) });
  };

  return { simulate, confirm, simulation, asking, setAsking, done, formKey, startAgain, sendConfirm, runSimulation };
}

export type AnticipationFlow = ReturnType<typeof useAnticipationFlow>;
