/**
 * The tour's steps, each about one thing on screen that it points at (issue 22: a centred
 * dialog talked about the menu and the shop without showing them). `target` is a CSS selector;
 * a step whose element is not on this screen (the dashboard's figures, elsewhere) is skipped.
 */
export interface TourStep {
  target: string;
  title: string;
  text: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    target: '[data-tour="receipts"]',
    title: 'Bem-vindo ao Painel de Vendas',
    text: 'Aqui você vê quanto recebe: o líquido das vendas do período, o pagamento de hoje e o próximo.',
  },
  {
    target: '[data-tour="menu"]',
    title: 'Menu',
    text: 'Este botão abre o menu: transações, extrato, recebíveis, pagamentos, equipamentos e planos.',
  },
  {
    target: '#merchant-menu-trigger',
    title: 'Seu negócio',
    text: 'Este é o lojista atual. Toque para ver o código e o documento, e em "Ver tudo..." os dados cadastrais.',
  },
  {
    target: '#user-menu-trigger',
    title: 'Sua conta',
    text: 'Aqui você revê este tour, instala o app e sai. As telas que você já abriu ficam salvas e abrem sem internet.',
  },
];
