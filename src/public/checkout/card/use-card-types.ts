import { useCallback, useEffect, useState } from 'react';
import { loadCardTypes, loadedCardTypes } from '@/lib/cards';
import type { MatchCardType } from '@contract/rules/card-checks';

/**
 * The brands' table for the card form, after the form shows (decision 017): the form arms it on
 * mount and it is asked for at the page's first focus — the customer starting to fill it in, or
 * autofill, which needs a field focused — well before a number's first digits name a brand.
 * (Asked for in the mount effect itself, it went out in the same instant the form painted and the
 * bench counted it as the first screen's: 95.1 KiB against 91.2.) `matchCardType` is undefined
 * until it arrives; `ready()` is the same download for the submit, which must judge with the
 * table (a failure there is for the form to report: it rejects).
 */
export function useCardTypes() {
  const [matchCardType, setMatchCardType] = useState<MatchCardType | undefined>(loadedCardTypes);
  const ready = useCallback(
    () =>
      loadCardTypes().then((match) => {
        setMatchCardType(() => match);
        return match;
      }),
    [],
  );
  useEffect(() => {
    // Without the table the form still works (no brand, grouped by 4); the submit asks again.
    const start = () => void ready().catch(() => undefined);
    document.addEventListener('focusin', start, { once: true });
    return () => document.removeEventListener('focusin', start);
  }, [ready]);
  return { matchCardType, ready };
}
