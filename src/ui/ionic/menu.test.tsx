import { act, fireEvent, render, renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const overlays = vi.hoisted(() => ({ resolve: () => {}, wanted: [] as boolean[] }));
vi.mock('./overlays', () => ({
  defineOverlay: () =>
    new Promise<void>((resolve) => {
      overlays.resolve = resolve;
    }),
  useOverlayDefined: (_tag: string, wanted: boolean) => {
    overlays.wanted.push(wanted);
    return false;
  },
}));
const { Menu, SplitPane, toggleMenu, useMenuDefined } = await import('./menu');

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

describe("the menu's code on a phone, asked for before its first use", () => {
  const setUp = () => {
    overlays.wanted = [];
    const button = document.createElement('button');
    document.body.append(button);
    const ref = { current: button };
    renderHook(() => useMenuDefined(false, ref));
    const last = () => overlays.wanted.at(-1);
    return { button, last };
  };

  it('a touch in the middle of the page, or focus elsewhere, does not ask for it', () => {
    const { last } = setUp();
    act(() => {
      fireEvent.pointerDown(document.body, { clientX: 180, clientY: 400 });
      fireEvent.focusIn(document.body);
    });
    expect(last()).toBe(false);
  });

  it('a press on the menu button asks for it', () => {
    const { button, last } = setUp();
    act(() => {
      fireEvent.pointerDown(button, { clientX: 200, clientY: 20 });
    });
    expect(last()).toBe(true);
  });

  it('focus on the menu button (a keyboard) asks for it', () => {
    const { button, last } = setUp();
    act(() => {
      fireEvent.focusIn(button);
    });
    expect(last()).toBe(true);
  });

  it("a touch by the left edge, where the drawer's swipe starts, asks for it", () => {
    const { last } = setUp();
    act(() => {
      fireEvent.pointerDown(document.body, { clientX: 12, clientY: 400 });
    });
    expect(last()).toBe(true);
  });

  it('on a wide screen it is asked for at once', () => {
    overlays.wanted = [];
    renderHook(() => useMenuDefined(true, { current: null }));
    expect(overlays.wanted.at(-1)).toBe(true);
  });
});
