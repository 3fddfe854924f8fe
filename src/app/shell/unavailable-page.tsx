import { Button } from '@/ui/button/button';
import { PlainPage } from '@/ui/page/plain-page';

/** Identity server unreachable and nothing saved on this device: say so, never a blank page. */
export function UnavailablePage() {
  return (
    <PlainPage>
      <div style={{ maxWidth: 480, margin: '15vh auto', textAlign: 'center' }}>
        <h1>Sem conexão</h1>
        <p>
          Não foi possível falar com o servidor de acesso e não há dados salvos neste aparelho. Conecte-se à internet
          para entrar no Painel de Vendas.
        </p>
        <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
      </div>
    </PlainPage>
  );
}
