import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupIonic } from '@/ui/setup-ionic';
import { findIon } from '@/ui/testing/ionic';
import { WaitBox } from './wait-box';

setupIonic();

describe('WaitBox', () => {
  it("shows requirements §2's 'Aguarde...' with what is going on, busy, and cannot be dismissed", async () => {
    render(<WaitBox open detail="Registrando os boletos no banco…" />);

    expect(await screen.findByText('Aguarde...')).toBeTruthy();
    expect(screen.getByText('Registrando os boletos no banco…').getAttribute('role')).toBe('status');
    const modal = document.querySelector('ion-modal.app-wait-box') as HTMLIonModalElement;
    expect(modal.backdropDismiss).toBe(false);
    expect(screen.queryByText('Cancelar')).toBeNull();
  });

  it('offers Cancelar only for a wait that can stop', async () => {
    const onCancel = vi.fn();
    render(<WaitBox open detail="Exportando CSV… 1,2 MB recebidos" onCancel={onCancel} />);

    fireEvent.click(await findIon('button', 'Cancelar'));
    expect(onCancel).toHaveBeenCalled();
  });
});
