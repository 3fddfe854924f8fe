import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupIonic } from '@/ui/setup-ionic';
import { AmountPicker } from './amount-picker';

setupIonic();

function Harness({ max, start }: { max: number; start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <AmountPicker value={value} max={max} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const range = () => document.querySelector('ion-range') as HTMLElement & { value: number; max: number; step: number };
// A move of the merchant's, as Ionic reports a drag, a tap or an arrow key.
const slide = (to: number) => {
  fireEvent(range(), new CustomEvent('ionKnobMoveStart', { detail: { value: 0 } }));
  fireEvent(range(), new CustomEvent('ionInput', { detail: { value: to } }));
  fireEvent(range(), new CustomEvent('ionKnobMoveEnd', { detail: { value: to } }));
};

describe('AmountPicker', () => {
  it('moves the slider as an amount is typed', async () => {
    render(<Harness max={500_000} start={null} />);
    const field = (await screen.findByLabelText('Valor a antecipar')) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '100000' } });
    await waitFor(() => expect(field.value).toBe('R$\u00a01.000,00'));
    expect(screen.getByTestId('value').textContent).toBe('100000');
    expect(range().value).toBe(100_000);
    expect(range().max).toBe(500_000);
    expect(range().step).toBe(100);
  });

  it('writes the field as the slider moves, up to exactly what is available', async () => {
    render(<Harness max={123_456} start={1_000} />);
    const field = (await screen.findByLabelText('Valor a antecipar')) as HTMLInputElement;
    slide(50_000);
    await waitFor(() => expect(field.value).toBe('R$\u00a0500,00'));
    // The last whole-real step lies past the top: the end of the track is the exact top.
    slide(123_500);
    await waitFor(() => expect(field.value).toBe('R$\u00a01.234,56'));
    expect(screen.getByTestId('value').textContent).toBe('123456');
  });

  it('keeps the slider at its end when more than available is typed', async () => {
    render(<Harness max={10_000} start={null} />);
    const field = (await screen.findByLabelText('Valor a antecipar')) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '999999' } });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('999999'));
    expect(range().value).toBe(10_000);
  });
});
