/**
 * The boundaries of a card payment, in order: the request read, the key claimed, the sale
 * written, the answer saved (all three still uncommitted), and the transaction committed before
 * the answer is sent. The crash test stops the sandbox at each one.
 */
export const CARD_PAYMENT_PHASES = ['received', 'claimed', 'charged', 'answered', 'committed'] as const;
export type CardPaymentPhase = (typeof CARD_PAYMENT_PHASES)[number];

/** Called at every boundary; the real one does nothing. */
export type PhaseHook = (phase: CardPaymentPhase) => Promise<void>;

export const noPause: PhaseHook = () => Promise.resolve();

export const isCardPaymentPhase = (value: string): value is CardPaymentPhase =>
  (CARD_PAYMENT_PHASES as readonly string[]).includes(value);

/**
 * Test only (server/env.ts refuses it outside NODE_ENV=test): at `phase`, say so on stdout and
 * never go on, so a test can kill the process exactly there.
 */
export function pauseAt(phase: CardPaymentPhase, say: (line: string) => void): PhaseHook {
  return (reached) => {
    if (reached !== phase) return Promise.resolve();
    say(`payment paused at ${phase}`);
    return new Promise<void>(() => undefined);
  };
}
