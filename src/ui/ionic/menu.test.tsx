import { render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const overlays = vi.hoisted(() => ({ resolve: () => {} }));
vi.mock('./overlays', () => ({
  defineOverlay: () =>
    new Promise<void>((resolve) => {
      overlays.resolve = resolve;
    }),
  useOverlayDefined: () => false,
}));
const { Menu, SplitPane, toggleMenu } = await import('./menu');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the side menu, defined after the first screen', () => {
  it('a tap before its code arrived opens it once the code is here and the menu has loaded', async () => {
    // A stand-in: the test set-up defines Ionic's real menu, which would load at once.
    const menu = document.createElement('div') as unknown as HTMLIonMenuElement;
    const toggle = vi.fn(() => Promise.resolve(true));
    Object.assign(menu, { toggle });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const done = toggleMenu(menu);
    await flush();
    expect(toggle).not.toHaveBeenCalled();
    overlays.resolve();
    await flush();
    // Defined, not loaded yet: it waits a frame at a time.
    frames.shift()?.(0);
    await flush();
    expect(toggle).not.toHaveBeenCalled();
    menu.classList.add('hydrated');
    frames.shift()?.(0);
    await done;
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  // The test set-up has Ionic's elements defined already, so React sets properties where they
  // exist; `content-id` is no property's name and stays the attribute an upgrade reads.
  it('draws the elements with what Ionic reads, and passes the menu events on', () => {
    const ref = createRef<HTMLIonMenuElement>();
    const onWillOpen = vi.fn();
    const view = render(
      <SplitPane contentId="main" when="(min-width: 992px)" disabled={false}>
        <Menu
          ref={ref}
          contentId="main"
          label="Menu principal"
          className="app-side-menu"
          onWillOpen={onWillOpen}
          onDidOpen={() => {}}
          onDidClose={() => {}}
        >
          <p>links</p>
        </Menu>
      </SplitPane>,
    );
    const pane = view.container.querySelector('ion-split-pane');
    expect(pane?.getAttribute('content-id')).toBe('main');
    expect(pane?.when).toBe('(min-width: 992px)');
    expect(pane?.disabled).toBe(false);
    const menu = ref.current;
    expect(menu?.getAttribute('content-id')).toBe('main');
    expect(menu?.type).toBe('overlay');
    expect(menu?.getAttribute('aria-label')).toBe('Menu principal');
    expect(menu?.className).toBe('app-side-menu');
    menu?.dispatchEvent(new CustomEvent('ionWillOpen'));
    expect(onWillOpen).toHaveBeenCalledTimes(1);
    view.rerender(
      <SplitPane contentId="main" when="(min-width: 992px)" disabled>
        <p>x</p>
      </SplitPane>,
    );
    expect(view.container.querySelector('ion-split-pane')?.disabled).toBe(true);
  });
});
