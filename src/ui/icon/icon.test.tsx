import { render } from '@testing-library/react';
import { menuOutline } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('inlines the ionicons SVG, hidden from assistive technology', () => {
    const { container } = render(<Icon icon={menuOutline} className="extra" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.getAttribute('aria-hidden')).toBe('true');
    expect(span.className).toContain('app-icon');
    expect(span.className).toContain('extra');
    // The outline icon keeps the classes ion-icon's styles (and ours) rely on.
    expect(span.querySelector('svg path')?.getAttribute('class')).toBe('ionicon-fill-none ionicon-stroke-width');
  });

  it('draws nothing for anything but an inline SVG data URL', () => {
    const { container } = render(<Icon icon="https://example.com/x.svg" />);
    expect(container.firstElementChild?.innerHTML).toBe('');
  });
});
