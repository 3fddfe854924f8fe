import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { buttonClassName } from './button-style';
import styles from './button.module.css';

describe('Button', () => {
  it('is a native button that does not submit forms unless asked', () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Button onClick={onClick}>Tentar novamente</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('turns its look into classes, not DOM attributes', () => {
    render(
      <Button fill="outline" color="dark" size="small" expand="block" aria-label="Voltar" iconOnly>
        x
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Voltar' });
    for (const name of ['button', 'outline', 'dark', 'small', 'block', 'iconOnly'] as const) {
      expect(button.classList.contains(styles[name] as string), name).toBe(true);
    }
    for (const attribute of ['fill', 'color', 'size', 'expand', 'iconOnly', 'icononly']) {
      expect(button.hasAttribute(attribute), attribute).toBe(false);
    }
  });

  it('defaults to a solid primary button and keeps extra classes', () => {
    const classes = buttonClassName({}, 'mine').split(' ');
    expect(classes).toEqual([styles.button, styles.solid, styles.primary, 'mine']);
  });
});
