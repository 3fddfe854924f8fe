import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The tags the (stubbed) custom element registry knows. */
const registry = new Set<string>();
const defineModal = () => registry.add('ion-modal');

/** Each test a fresh registry and a fresh module: which overlay is defined is global state. */
async function load(define: () => void) {
  registry.clear();
  vi.resetModules();
  vi.doMock('@ionic/core/components/ion-modal.js', () => ({ defineCustomElement: define }));
  vi.spyOn(customElements, 'get').mockImplementation((tag) =>
    registry.has(tag) ? (class extends HTMLElement {} as CustomElementConstructor) : undefined,
  );
  return import('./overlays');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('@ionic/core/components/ion-modal.js');
});

describe('Ionic overlays defined on first use', () => {
  it('loads a definition once, however many ask at the same time', async () => {
    const define = vi.fn(defineModal);
    const overlays = await load(define);
    expect(overlays.isOverlayDefined('ion-modal')).toBe(false);
    await Promise.all([overlays.defineOverlay('ion-modal'), overlays.defineOverlay('ion-modal')]);
    await overlays.defineOverlay('ion-modal');
    expect(define).toHaveBeenCalledTimes(1);
    expect(overlays.isOverlayDefined('ion-modal')).toBe(true);
  });

  it('tries again after a failed definition', async () => {
    let calls = 0;
    const overlays = await load(() => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      defineModal();
    });
    await expect(overlays.defineOverlay('ion-modal')).rejects.toThrow('offline');
    await overlays.defineOverlay('ion-modal');
    expect(calls).toBe(2);
    expect(overlays.isOverlayDefined('ion-modal')).toBe(true);
  });

  it('a component asks for the definition only once it wants the overlay open', async () => {
    const define = vi.fn(defineModal);
    const { useOverlayDefined } = await load(define);
    function Probe({ open }: { open: boolean }) {
      return <p>{useOverlayDefined('ion-modal', open) ? 'definido' : 'ainda não'}</p>;
    }
    const view = render(<Probe open={false} />);
    await act(() => Promise.resolve());
    expect(define).not.toHaveBeenCalled();
    expect(screen.getByText('ainda não')).toBeTruthy();
    view.rerender(<Probe open />);
    expect(await screen.findByText('definido')).toBeTruthy();
    expect(define).toHaveBeenCalledTimes(1);
  });
});
