import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BilletLookup, LOOKUP_PAUSE_MS } from './billet-lookup-box';

const type = (value: string) =>
  act(() => {
    document.querySelector('ion-searchbar')?.dispatchEvent(new CustomEvent('ionInput', { detail: { value } }));
  });

describe('the boleto search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the list once typing pauses, under the chosen field', async () => {
    const onSearch = vi.fn();
    render(<BilletLookup search={{}} onSearch={onSearch} />);
    await type('PE');
    await type('PED-1');
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Buscar boleto por'), { target: { value: 'external_id' } });
    // Choosing the field with text typed asks at once, moving the text there.
    expect(onSearch).toHaveBeenLastCalledWith({ external_id: 'PED-1', page: undefined });
    await type('PED-12');
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_PAUSE_MS));
    expect(onSearch).toHaveBeenLastCalledWith({ external_id: 'PED-12', page: undefined });
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('a CPF typed under "Pagador" looks up the document, and the field says so', async () => {
    const onSearch = vi.fn();
    render(<BilletLookup search={{}} onSearch={onSearch} />);
    await type('529.982.247-25');
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_PAUSE_MS));
    expect(onSearch).toHaveBeenCalledWith({ billet_payer_document: '529.982.247-25', page: undefined });
    expect(screen.getByLabelText<HTMLSelectElement>('Buscar boleto por').value).toBe('billet_payer_document');
  });

  it('shows what the URL looks up, and empties when its chip is removed', () => {
    const { rerender } = render(<BilletLookup search={{ our_number: '000123' }} onSearch={vi.fn()} />);
    const box = () => document.querySelector('ion-searchbar') as HTMLIonSearchbarElement;
    expect(screen.getByLabelText<HTMLSelectElement>('Buscar boleto por').value).toBe('our_number');
    expect(box().value).toBe('000123');
    rerender(<BilletLookup search={{}} onSearch={vi.fn()} />);
    expect(box().value).toBe('');
  });
});
