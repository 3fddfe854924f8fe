import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Drawer } from './drawer';
import { drawer } from './drawer-store';

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('Drawer', () => {
  afterEach(() => act(() => drawer.close()));

  it('opens as a modal dialog when the store opens, and closes with it', () => {
    render(
      <Drawer label="Menu">
        <a href="/dashboard">Ver Dashboard</a>
      </Drawer>,
    );
    expect(dialog().open).toBe(false);
    act(() => drawer.toggle());
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-label')).toBe('Menu');
    act(() => drawer.toggle());
    expect(dialog().open).toBe(false);
  });

  it('closes on a click on the backdrop, not on a click inside', () => {
    render(
      <Drawer label="Menu">
        <p>conteúdo</p>
      </Drawer>,
    );
    act(() => drawer.open());
    fireEvent.click(screen.getByText('conteúdo'));
    expect(drawer.isOpen()).toBe(true);
    fireEvent.click(dialog());
    expect(drawer.isOpen()).toBe(false);
    expect(dialog().open).toBe(false);
  });

  it('closes on a leftward swipe, not on a short or rightward one', () => {
    render(
      <Drawer label="Menu">
        <p>conteúdo</p>
      </Drawer>,
    );
    act(() => drawer.open());
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(dialog(), { touches: [{ clientX: from, clientY: 100 }] });
      fireEvent.touchEnd(dialog(), { changedTouches: [{ clientX: to, clientY: 100 }] });
    };
    swipe(200, 170);
    expect(drawer.isOpen()).toBe(true);
    swipe(100, 220);
    expect(drawer.isOpen()).toBe(true);
    swipe(220, 100);
    expect(drawer.isOpen()).toBe(false);
  });

  it('does not stay open once it leaves the page (phone layout left)', () => {
    const { unmount } = render(<Drawer label="Menu">x</Drawer>);
    act(() => drawer.open());
    unmount();
    expect(drawer.isOpen()).toBe(false);
  });
});
