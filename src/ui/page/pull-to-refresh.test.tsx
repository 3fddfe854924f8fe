import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PULL_THRESHOLD_PX, PullToRefresh } from './pull-to-refresh';

function touch(target: HTMLElement, type: string, y: number) {
  const event = new Event(type, { bubbles: true, cancelable: true }) as Event & { touches: unknown[] };
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientY: y }] });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

/** A finger from y=100 down by `dy` px, then lifted. */
function pull(scroller: HTMLElement, dy: number) {
  touch(scroller, 'touchstart', 100);
  const move = touch(scroller, 'touchmove', 100 + dy);
  touch(scroller, 'touchend', 100 + dy);
  return move;
}

function setup(scrollTop = 0) {
  const scroller = document.createElement('main');
  document.body.append(scroller);
  scroller.scrollTop = scrollTop;
  let settle: () => void = () => undefined;
  const onRefresh = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
  render(<PullToRefresh scroller={scroller} onRefresh={onRefresh} />);
  return { scroller, onRefresh, settle: () => settle() };
}

describe('PullToRefresh', () => {
  it('refreshes when pulled past the threshold at the top, and says so until it settles', async () => {
    const { scroller, onRefresh, settle } = setup();
    // The page follows the finger at half speed: twice the threshold is needed.
    const move = pull(scroller, PULL_THRESHOLD_PX * 2 + 10);
    expect(move.defaultPrevented).toBe(true);
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('Atualizando…');
    // A second pull while refreshing does not start another one.
    pull(scroller, PULL_THRESHOLD_PX * 3);
    expect(onRefresh).toHaveBeenCalledOnce();
    await act(async () => settle());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does nothing for a short pull', () => {
    const { scroller, onRefresh } = setup();
    touch(scroller, 'touchstart', 100);
    touch(scroller, 'touchmove', 140);
    expect(screen.getByRole('status').textContent).toBe('Puxe para atualizar');
    touch(scroller, 'touchend', 140);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves scrolling alone: not from mid-page, not upwards', () => {
    const { scroller, onRefresh } = setup(300);
    expect(pull(scroller, 400).defaultPrevented).toBe(false);
    scroller.scrollTop = 0;
    expect(pull(scroller, -200).defaultPrevented).toBe(false);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
