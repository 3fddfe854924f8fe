import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from '../layout/page-icons';

/**
 * Copies text (a Pix code, a linha digitável, a link) and says so. The Clipboard API needs a
 * secure context and a gesture; where it is missing or refused, a hidden text area and the
 * older copy command do the same.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand?.('copy') ?? false;
    area.remove();
    return copied;
  }
}

interface CopyButtonProps {
  text: string;
  label: string;
  className?: string;
}

export function CopyButton({ text, label, className = 'public-button public-button-block' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {label}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? 'Copiado!'
          : state === 'failed'
            ? 'Não foi possível copiar: selecione o texto e copie.'
            : ''}
      </span>
      {state === 'copied' && (
        <span className="public-copied" aria-hidden="true">
          Copiado!
        </span>
      )}
    </>
  );
}
