import { describe, expect, it } from 'vitest';
import { focusIonic } from './focus';

describe('focusIonic', () => {
  it("focuses the native control in the element's shadow root, else the element", () => {
    const host = document.createElement('x-item');
    const root = host.attachShadow({ mode: 'open' });
    const link = document.createElement('a');
    link.href = '/dashboard';
    root.append(link);
    document.body.append(host);

    focusIonic(host);
    expect(root.activeElement).toBe(link);

    const plain = document.createElement('button');
    document.body.append(plain);
    focusIonic(plain);
    expect(document.activeElement).toBe(plain);
    host.remove();
    plain.remove();
  });
});
