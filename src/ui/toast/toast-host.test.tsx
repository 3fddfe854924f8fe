import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupIonic } from '@/ui/setup-ionic';
import { ToastHost } from './toast-host';
import { showToast } from './toast-store';

setupIonic();

const toasts = () => [...document.querySelectorAll('ion-toast')];

describe('ToastHost', () => {
  it('presents each toast in turn with Ionic’s element, 4000 ms at the top, and removes it once dismissed', async () => {
    render(<ToastHost />);
    act(() => {
      showToast('Falha ao carregar.');
      showToast('Outra falha.');
    });

    await expect.poll(() => toasts().map((t) => t.message)).toEqual(['Falha ao carregar.']);
    const [first] = toasts();
    expect(first?.duration).toBe(4000);
    expect(first?.position).toBe('top');
    expect(first?.classList.contains('app-toast')).toBe(true);

    await act(async () => {
      await first?.dismiss();
    });
    await expect.poll(() => toasts().map((t) => t.message)).toEqual(['Outra falha.']);
    await act(async () => {
      await toasts()[0]?.dismiss();
    });
    await expect.poll(() => toasts().length).toBe(0);
  });
});
