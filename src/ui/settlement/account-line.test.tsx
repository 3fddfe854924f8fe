import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountLine } from '@/lib/settlement';
import { AccountLine } from './account-line';

describe('AccountLine', () => {
  const account = { bank_code: '341', bank_name: 'Itaú', agency: '0912', account: '1234567-8', account_type: 'P' };

  it('reads as lib/settlement’s line, with the account number kept whole', () => {
    const { container } = render(
      <p>
        <AccountLine account={account} />
      </p>,
    );
    expect(container.textContent).toBe(accountLine(account));
    expect(container.textContent).toBe('Ag. 0912 · Conta de pagamento 1234567-8');
    // Its own element, with the class that keeps it whole (the wrap itself is the browser's).
    const number = Array.from(container.querySelectorAll('span')).find((s) => s.textContent === '1234567-8');
    expect(number?.className).toMatch(/number/);
  });
});
