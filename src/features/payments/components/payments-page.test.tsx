import type * as ApiModule from '@/api';
import { fireEvent, screen } from '@testing-library/react';
import { within as shadowWithin } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, findIonNative, hostOf } from '@/ui/testing/ionic';
import { paymentQueries } from '../api/list-payments';
import type { PaymentsSearch } from '../lib/search';
import type { PaymentMonth } from '@contract/payments/list';
import { novemberMonth, payment } from '../lib/test-data';
import { PaymentsPage } from './payments-page';
import { NEVER_SAVED_TITLE } from '@/ui/states/offline-state';
// The page loads this chunk lazily; loaded here, its first transform (seconds on a busy machine)
// is not paid inside a 5 s wait of the test that shows it.
import './reconciliation-export';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const feature = vi.hoisted(() => ({ on: false }));
vi.mock('@/config/use-feature', () => ({ useFeature: (name: string) => name === 'reconciliation' && feature.on }));
const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api: { call: apiCall } }));

const onNavigate = vi.fn();
const onBack = vi.fn();
const render = (search: PaymentsSearch, month: PaymentMonth = novemberMonth()) =>
  renderPage(
    () => <PaymentsPage search={search} onNavigate={onNavigate} onBack={onBack} />,
    [[paymentQueries.month('2026-11').queryKey, month]],
  );

describe('PaymentsPage', () => {
  beforeEach(() => {
    // The fixture month is November 2026 seen on the 21st: the 22nd is the first
    // expected day and "today" gets its own label. Only Date is faked, so timers
    // and waitFor keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
    onNavigate.mockReset();
    apiCall.mockReset();
    feature.on = false;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes each day a button named by its date and both totals', async () => {
    await render({ month: '2026-11' });

    const first = await findIon(
      'button',
      'domingo, 1 de novembro de 2026: pago R$\u00a028.881,99, previsto R$\u00a00,00',
    );
    expect(first.textContent).toContain('28,9');
    expect(
      await findIon('button', /^domingo, 22 de novembro de 2026: pago R\$\s0,00, previsto R\$\s19\.031,41$/),
    ).toBeTruthy();
    // 30 days, no filler buttons for October or December.
    expect(shadowWithin(screen.getByRole('table')).getAllByShadowRole('button')).toHaveLength(30);
    expect(screen.getByRole('heading', { name: 'novembro de 2026' })).toBeTruthy();
  });

  it('selects a day and changes month through the URL', async () => {
    await render({ month: '2026-11' });

    fireEvent.click(await findIon('button', /sábado, 21 de novembro/));
    expect(onNavigate).toHaveBeenLastCalledWith({ month: '2026-11', day: '2026-11-21' }, { replace: true });

    fireEvent.click(await findIon('button', 'Próximo mês, dezembro de 2026'));
    expect(onNavigate).toHaveBeenLastCalledWith({ month: '2026-12' }, { replace: true });
    fireEvent.click(await findIon('button', 'Mês anterior, outubro de 2026'));
    expect(onNavigate).toHaveBeenLastCalledWith({ month: '2026-10' }, { replace: true });
  });

  it('moves between days with the arrow keys', async () => {
    await render({ month: '2026-11' });
    const first = await findIon('button', /domingo, 1 de novembro/);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(await findIon('button', /segunda-feira, 2 de novembro/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(await findIon('button', /segunda-feira, 9 de novembro/));
    // No day before the 1st in this month's grid: focus stays.
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
  });

  it('lists the chosen day’s payments; a paid one opens by its id', async () => {
    await render({ month: '2026-11', day: '2026-11-21' });

    const day = screen.getByRole('region', { name: 'Pagamentos de sábado, 21/11/2026' });
    const cards = (await shadowWithin(day).findAllByShadowRole('button')).map(hostOf);
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining(
        'Conta bancáriaPagoR$\u00a020.042,13341 - Itaú Unibanco S.A.Ag. 0912 · Conta corrente 45873-2',
      ),
      expect.stringContaining('Conta digitalPagoR$\u00a07.424,76'),
    ]);
    expect((await findIonNative('button', /sábado, 21 de novembro/)).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(cards[0] as HTMLElement);
    expect(onNavigate).toHaveBeenLastCalledWith({ month: '2026-11', day: '2026-11-21', payment: expect.any(Number) });
  });

  it('opens a future day as one drill-down with its expected payments', async () => {
    await render({ month: '2026-11', day: '2026-11-22' });
    fireEvent.click(
      hostOf(
        await shadowWithin(screen.getByRole('region', { name: /^Pagamentos de domingo/ })).findByShadowRole('button'),
      ),
    );
    expect(onNavigate).toHaveBeenLastCalledWith({ month: '2026-11', day: '2026-11-22', expected: true });
  });

  it('shows what lands each day, debits included, and says what adjustments took off', async () => {
    const month = novemberMonth();
    // A refund's R$ 884,00 is already out of the bank account's amount on the 22nd; on the 30th
    // debits outweigh the digital account's credits: R$ 40,00 owed.
    month.future_payments = [
      { ...payment('2026-11-22', 'B', 1_903_141, false), adjustment_amount: -88_400 },
      { ...payment('2026-11-30', 'D', -4_000, false), adjustment_amount: -9_000 },
    ];
    await render({ month: '2026-11', day: '2026-11-22' }, month);

    const day = screen.getByRole('region', { name: 'Pagamentos de domingo, 22/11/2026' });
    expect(day.textContent).toContain('Previsto: R$\u00a019.031,41');
    expect(day.textContent).toContain('R$\u00a0884,00 descontados (estornos e ajustes)');
    expect(day.textContent).not.toContain('18.147,41');
    const card = hostOf(await shadowWithin(day).findByShadowRole('button'));
    expect(card.textContent).toContain('R$\u00a019.031,41R$\u00a0884,00 descontados (estornos e ajustes)');

    const owed = await findIon('button', /30 de novembro de 2026: pago R\$\s0,00, previsto \u2212R\$\s40,00$/);
    expect(owed.textContent).toContain('\u221240');
  });

  it("labels the day's anticipation credit in the calendar's list", async () => {
    const month = novemberMonth();
    // Monday the 23rd: an anticipation's R$ 4.100,00 credited with the day's installments.
    month.future_payments = [{ ...payment('2026-11-23', 'B', 1_903_141, false), anticipation_amount: 410_000 }];
    await render({ month: '2026-11', day: '2026-11-23' }, month);
    const day = screen.getByRole('region', { name: 'Pagamentos de segunda-feira, 23/11/2026' });
    const card = hostOf(await shadowWithin(day).findByShadowRole('button'));
    expect(card.textContent).toContain('R$\u00a019.031,41Inclui R$\u00a04.100,00 de antecipação de recebíveis');
  });

  it('a day with no adjustments sent (a strict backend) shows the amount alone', async () => {
    await render({ month: '2026-11', day: '2026-11-21' });
    const day = screen.getByRole('region', { name: 'Pagamentos de sábado, 21/11/2026' });
    expect(day.textContent).not.toMatch(/descontados|creditados|antecipação/);
  });

  it("offers the month's conciliação as a file only with the capability", async () => {
    await render({ month: '2026-11' });
    await findIon('button', /domingo, 1 de novembro/);
    expect(screen.queryByText(/Conciliação de/)).toBeNull();

    document.body.innerHTML = '';
    feature.on = true;
    await render({ month: '2026-11' });
    expect(await screen.findByRole('heading', { name: 'Conciliação de novembro de 2026' })).toBeTruthy();
    expect(await findIon('button', 'Exportar conciliação')).toBeTruthy();
    // Nothing is downloaded until asked.
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('says calmly a month was never saved on this device, and keeps the calendar usable', async () => {
    apiCall.mockRejectedValue(new ApiError('Sem conexão', { status: 0, network: true }));
    await render({ month: '2026-12' });

    expect(await screen.findByText(NEVER_SAVED_TITLE)).toBeTruthy();
    expect(
      screen.getByText(/Os pagamentos de dezembro de 2026 ainda não foram abertos com conexão neste aparelho/),
    ).toBeTruthy();
    // No amounts claimed: the day's name has no totals while the month is unknown.
    expect(await findIon('button', 'terça-feira, 1 de dezembro de 2026')).toBeTruthy();
    expect(await findIon('button', 'Mês anterior, novembro de 2026')).toBeTruthy();
  });
});
