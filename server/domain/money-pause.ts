/**
 * The crash test's stops inside a refund or an anticipation's confirmation (issue 29), like the
 * card payment's (payments/phases.ts): after the key was looked up (`claimed`), after the
 * installments, units and payments changed but before the refund or anticipation row and its
 * ledger entry were written (`moved`), and after the answer was stored, still uncommitted
 * (`answered`). SANDBOX_TEST_PAUSE_AT=`refund:moved` stops there for good; server/env.ts refuses
 * it unless NODE_ENV=test.
 */
const MONEY_PAUSE_SCOPES = ['refund', 'anticipation'] as const;
type MoneyPauseScope = (typeof MONEY_PAUSE_SCOPES)[number];
export const MONEY_PAUSE_PHASES = ['claimed', 'moved', 'answered'] as const;
export type MoneyPausePhase = (typeof MONEY_PAUSE_PHASES)[number];

export interface MoneyPauseAt {
  scope: MoneyPauseScope;
  phase: MoneyPausePhase;
}

/** Called at each stop of each money call; the real one does nothing. */
export type MoneyPauseHook = (scope: MoneyPauseScope, phase: MoneyPausePhase) => Promise<void>;

export function parseMoneyPause(text: string): MoneyPauseAt | undefined {
  const [scope, phase] = text.split(':');
  return (MONEY_PAUSE_SCOPES as readonly string[]).includes(scope ?? '') &&
    (MONEY_PAUSE_PHASES as readonly string[]).includes(phase ?? '')
    ? { scope: scope as MoneyPauseScope, phase: phase as MoneyPausePhase }
    : undefined;
}

/** Test only: at `at`, say so on stdout and never go on, so the test can kill the process there. */
export function moneyPauseAt(at: MoneyPauseAt, say: (line: string) => void): MoneyPauseHook {
  return (scope, phase) => {
    if (scope !== at.scope || phase !== at.phase) return Promise.resolve();
    say(`${scope} paused at ${phase}`);
    return new Promise<void>(() => undefined);
  };
}
