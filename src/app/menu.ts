import type { TranslationKey } from '@/ui/i18n/pt-br';

export interface MenuLeaf {
  title: TranslationKey;
  to: string;
}
export interface MenuGroup {
  title: TranslationKey;
  /** Entries without children link here ('Ver {title}' inside a group). */
  to?: string;
  children?: MenuLeaf[];
  /** Which merchant capability the entry needs (spec section 2). */
  requires?: 'ecommerce' | 'billet';
}

/** The sidebar of spec section 2, in its order. */
export const MENU: readonly MenuGroup[] = [
  { title: 'dashboard', to: '/dashboard' },
  {
    title: 'financial',
    children: [
      { title: 'transactionsList', to: '/financial/transactions' },
      { title: 'financialStatement', to: '/financial/statement' },
      { title: 'receivableUnits', to: '/financial/receivable_units' },
      { title: 'contractEffects', to: '/financial/contract_effects' },
      { title: 'transactionsPayments', to: '/financial/payments' },
    ],
  },
  { title: 'equipments', children: [{ title: 'myEquipments', to: '/terminals' }] },
  { title: 'planAndTaxes', children: [{ title: 'myPlans', to: '/plans' }] },
  { title: 'paylink', to: '/paylink/list', requires: 'ecommerce' },
  {
    title: 'billets',
    requires: 'billet',
    children: [
      { title: 'billetManage', to: '/billet/upload' },
      { title: 'billetList', to: '/billet/list' },
      { title: 'billetCnabFiles', to: '/billet/files' },
    ],
  },
];

export interface Capabilities {
  ecommerce: boolean;
  billet: boolean;
}

/** Paylink only with e-commerce, billets only with a 'Boleto' plan. */
export function visibleMenu(capabilities: Capabilities, menu: readonly MenuGroup[] = MENU): MenuGroup[] {
  return menu.filter((entry) => !entry.requires || capabilities[entry.requires]);
}

/** Sidebar titles are cut at 25 characters (spec section 9). */
export const SIDEBAR_TITLE_MAX = 25;

/** The links under a group: its children, or a single 'Ver {title}' entry when it has none. */
export function groupLinks(group: MenuGroup, label: (key: TranslationKey) => string): { label: string; to: string }[] {
  if (group.children?.length) return group.children.map((child) => ({ label: label(child.title), to: child.to }));
  return group.to ? [{ label: `Ver ${label(group.title)}`, to: group.to }] : [];
}
