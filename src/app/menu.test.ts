import { describe, expect, it } from 'vitest';
import { groupLinks, MENU, SIDEBAR_TITLE_MAX, visibleMenu } from './menu';
import { t } from '@/ui/i18n/pt-br';

const titles = (caps: { ecommerce: boolean; billet: boolean }) =>
  visibleMenu({ ...caps, anticipation: false }).map((g) => g.title);
const financialLinks = (anticipation: boolean) =>
  visibleMenu({ ecommerce: true, billet: true, anticipation })
    .find((g) => g.title === 'financial')
    ?.children?.map((c) => c.to);

describe('menu visibility (requirements §2)', () => {
  it('shows every entry to a merchant with e-commerce and a Boleto plan', () => {
    expect(titles({ ecommerce: true, billet: true })).toEqual(MENU.map((g) => g.title));
  });
  it('hides paylink without e-commerce', () => {
    expect(titles({ ecommerce: false, billet: true })).not.toContain('paylink');
    expect(titles({ ecommerce: false, billet: true })).toContain('billets');
  });
  it('hides billets without a Boleto plan', () => {
    expect(titles({ ecommerce: true, billet: false })).not.toContain('billets');
    expect(titles({ ecommerce: true, billet: false })).toContain('paylink');
  });
  it('hides both for a small merchant', () => {
    expect(titles({ ecommerce: false, billet: false })).toEqual([
      'dashboard',
      'financial',
      'equipments',
      'planAndTaxes',
    ]);
  });
});

describe('anticipation entry (issue 23: an optional capability of the backend)', () => {
  it('is under Financeiro when the backend offers anticipation', () => {
    expect(financialLinks(true)).toContain('/financial/anticipation');
  });
  it('does not exist when the backend does not offer it', () => {
    expect(financialLinks(false)).toEqual([
      '/financial/transactions',
      '/financial/statement',
      '/financial/receivable_units',
      '/financial/contract_effects',
      '/financial/payments',
    ]);
  });
});

describe('menu labels', () => {
  it('fit the sidebar’s 25 characters: none is cut to “…” (requirements §2)', () => {
    const labels = MENU.flatMap((group) => [t(group.title), ...groupLinks(group, t).map((link) => link.label)]);
    expect(labels.filter((label) => label.length > SIDEBAR_TITLE_MAX)).toEqual([]);
  });
});

describe('group links', () => {
  it("gives a childless group a single 'Ver {title}' link", () => {
    const paylink = MENU.find((g) => g.title === 'paylink');
    expect(paylink && groupLinks(paylink, t)).toEqual([{ label: 'Ver Link de pagamento', to: '/paylink/list' }]);
  });
  it('lists the children of a group in order', () => {
    const billets = MENU.find((g) => g.title === 'billets');
    expect(billets && groupLinks(billets, t).map((l) => l.to)).toEqual([
      '/billet/upload',
      '/billet/list',
      '/billet/files',
    ]);
  });
});
