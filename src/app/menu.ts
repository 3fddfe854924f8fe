import type { TranslationKey } from '@/ui/i18n/pt-br';

/** What an entry may need: a merchant capability (requirements §2) or a backend's optional one (issue 23). */
type MenuRequirement = 'ecommerce' | 'billet' | 'anticipation';

interface MenuLeaf {
  title: TranslationKey;
  to: string;
  requires?: MenuRequirement;
}
export interface MenuGroup {
  title: TranslationKey;
  /** Entries without children link here ('Ver {title}' inside a group). */
  to?: string;
  children?: MenuLeaf[];
  /** Which capability the entry needs (requirements §2). */
  requires?: MenuRequirement;
}

/** The sidebar of requirements §2, in its order. */
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
      { title: 'anticipation', to: '/financial/anticipation', requires: 'anticipation' },
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

export type Capabilities = Record<MenuRequirement, boolean>;

/**
 * Paylink only with e-commerce, billets only with a 'Boleto' plan, anticipation only when the
 * backend offers it (`/config` features).
 */
export function visibleMenu(capabilities: Capabilities, menu: readonly MenuGroup[] = MENU): MenuGroup[] {
  const shown = (entry: { requires?: MenuRequirement }) => !entry.requires || capabilities[entry.requires];
  return menu
    .filter(shown)
    .map((group) => (group.children ? { ...group, children: group.children.filter(shown) } : group));
}

/** Sidebar titles are cut at 25 characters (requirements §9). */
export const SIDEBAR_TITLE_MAX = 25;

/** The links under a group: its children, or a single 'Ver {title}' entry when it has none. */
export function groupLinks(group: MenuGroup, label: (key: TranslationKey) => string): { label: string; to: string }[] {
  if (group.children?.length) return group.children.map((child) => ({ label: label(child.title), to: child.to }));
  return group.to ? [{ label: `Ver ${label(group.title)}`, to: group.to }] : [];
}
