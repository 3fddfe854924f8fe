import { useEffect, useId, useRef, useState } from 'react';
import { Searchbar } from '@/ui/inputs/searchbar';
import { currentLookup, LOOKUP_FIELDS, lookupFieldFor, lookupPatch, type LookupField } from './billet-lookup';
import styles from './billet-lookup-box.module.css';

/** How long typing pauses before the list is asked (one request per pause, not per key). */
export const LOOKUP_PAUSE_MS = 400;

export interface BilletLookupProps {
  search: Readonly<Record<string, unknown>>;
  onSearch: (patch: ReturnType<typeof lookupPatch>) => void;
}

/**
 * Finds a boleto among thousands by its payer's name or document, its external code or its bank
 * number, in any status: a lookup waives the list's default "Aguardando registro" (the filters'
 * `defaultUnless`). The text goes to the URL as the list's own filter, so its chip, the export and
 * the offline copy read it like any other filter.
 */
export function BilletLookup({ search, onSearch }: BilletLookupProps) {
  const fromUrl = currentLookup(search);
  const [field, setField] = useState<LookupField>(fromUrl.field);
  const [text, setText] = useState(fromUrl.text);
  const sent = useRef(fromUrl);
  const selectId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A chip removed or the filters changed: the box shows what the URL now looks up.
  useEffect(() => {
    if (fromUrl.field === sent.current.field && fromUrl.text === sent.current.text) return;
    sent.current = fromUrl;
    setField(fromUrl.field);
    setText(fromUrl.text);
  }, [fromUrl.field, fromUrl.text]); // eslint-disable-line react-hooks/exhaustive-deps -- fromUrl is rebuilt each render; its two parts are what matter
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (nextField: LookupField, nextText: string) => {
    clearTimeout(timer.current);
    const target = lookupFieldFor(nextField, nextText);
    if (target !== nextField) setField(target);
    const patch = lookupPatch(sent.current.field, target, nextText);
    sent.current = { field: target, text: patch[target] ?? '' };
    onSearch(patch);
  };

  const chosen = LOOKUP_FIELDS.find((f) => f.name === field) ?? LOOKUP_FIELDS[0];
  return (
    <div className={styles.search} role="search" aria-label="Buscar boletos">
      <div className={styles.by}>
        <label htmlFor={selectId}>Buscar boleto por</label>
        <select
          id={selectId}
          value={field}
          onChange={(event) => {
            const next = event.target.value as LookupField;
            setField(next);
            if (text.trim() !== '') send(next, text);
          }}
        >
          {LOOKUP_FIELDS.map((f) => (
            <option key={f.name} value={f.name}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <Searchbar
        label={`Buscar boleto por ${chosen.label}`}
        value={text}
        placeholder={chosen.placeholder}
        onInput={(value) => {
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(field, value), LOOKUP_PAUSE_MS);
        }}
      />
    </div>
  );
}
