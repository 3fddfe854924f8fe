import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { swipeDirection } from '../lib/swipe';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  onClickCapture: (event: MouseEvent) => void;
}

/**
 * Sideways swipes on an element, with pointer events (touch, pen and mouse alike). The element
 * needs `touch-action: pan-y` so the browser keeps vertical scrolling and hands sideways moves
 * to us. A swipe that ends on a day would also click it: that click is swallowed.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swallowClick = useRef(false);

  return {
    onPointerDown(event) {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      swallowClick.current = false;
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction === 0) return;
      swallowClick.current = true;
      onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
