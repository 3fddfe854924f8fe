/**
 * A signed-in screen as the @ionic/react migration draws it (IonApp › IonSplitPane › IonMenu and
 * a page with IonHeader/IonToolbar and IonContent holding cards, a segment, a list of items,
 * chips, badges, skeletons, an input, pull-to-refresh and infinite scroll), written as markup so
 * the harness needs no React. Only for measuring and testing the offline snapshot.
 */
const MENU = ['Dashboard', 'Lojista', 'Planos', 'Meus equipamentos', 'Vendas', 'Extrato', 'Pagamentos'];

function item(index: number): string {
  const amount = (1234.56 + index * 37.1).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  return `<ion-item button="" detail="true" lines="full">
    <ion-icon slot="start" name="card-outline" aria-hidden="true"></ion-icon>
    <ion-label><h2>${amount}</h2><p>VISA · Crédito à vista · NSU ${100000 + index}</p></ion-label>
    <ion-badge slot="end" color="${index % 5 === 0 ? 'danger' : 'success'}">${index % 5 === 0 ? 'Cancelada' : 'Aprovada'}</ion-badge>
  </ion-item>`;
}

export function screenMarkup(rows: number): string {
  return `<ion-app>
  <ion-split-pane when="lg" content-id="main">
    <ion-menu content-id="main" type="overlay">
      <ion-header><ion-toolbar color="primary"><ion-title>Painel de Vendas</ion-title></ion-toolbar></ion-header>
      <ion-content>
        <ion-list lines="none">
          ${MENU.map((label) => `<ion-item button="" detail="false"><ion-icon slot="start" name="grid-outline" aria-hidden="true"></ion-icon><ion-label>${label}</ion-label></ion-item>`).join('')}
        </ion-list>
      </ion-content>
    </ion-menu>
    <div class="ion-page" id="main">
      <ion-header>
        <ion-toolbar color="primary">
          <ion-buttons slot="start"><ion-menu-button aria-label="Menu"></ion-menu-button></ion-buttons>
          <ion-title>Loja Exemplo LTDA</ion-title>
          <ion-buttons slot="end"><ion-button aria-label="Conta"><ion-icon slot="icon-only" name="person-circle-outline"></ion-icon></ion-button></ion-buttons>
        </ion-toolbar>
      </ion-header>
      <ion-content class="ion-padding">
        <ion-refresher slot="fixed"><ion-refresher-content></ion-refresher-content></ion-refresher>
        <div data-page-title=""><h1>Dashboard</h1></div>
        <ion-segment value="7d">
          <ion-segment-button value="today"><ion-label>Hoje</ion-label></ion-segment-button>
          <ion-segment-button value="7d"><ion-label>7 dias</ion-label></ion-segment-button>
          <ion-segment-button value="30d"><ion-label>30 dias</ion-label></ion-segment-button>
        </ion-segment>
        <ion-card>
          <ion-card-header><ion-card-subtitle>Resumo</ion-card-subtitle><ion-card-title>R$ 98.765,43</ion-card-title></ion-card-header>
          <ion-card-content>
            <dl><div><dt>Valor bruto</dt><dd>R$ 98.765,43</dd></div><div><dt>Vendas</dt><dd>1.234</dd></div></dl>
            <ion-chip><ion-icon name="card-outline"></ion-icon><ion-label>Crédito</ion-label></ion-chip>
            <ion-chip outline="true"><ion-label>Débito</ion-label></ion-chip>
            <ion-skeleton-text animated="true" style="width: 60%"></ion-skeleton-text>
          </ion-card-content>
        </ion-card>
        <ion-input label="Buscar" label-placement="floating" fill="outline" value="maquininha"></ion-input>
        <ion-button expand="block" fill="outline"><ion-icon slot="start" name="download-outline"></ion-icon>Exportar</ion-button>
        <ion-list>${Array.from({ length: rows }, (_, i) => item(i)).join('')}</ion-list>
        <ion-note>Atualizado agora</ion-note>
        <ion-infinite-scroll><ion-infinite-scroll-content loading-text="Carregando…"></ion-infinite-scroll-content></ion-infinite-scroll>
      </ion-content>
    </div>
  </ion-split-pane>
</ion-app>`;
}
