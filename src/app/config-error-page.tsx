/** A bad or missing /config is a clear start-up error, never a blank screen (docs/stack-notes.md). */
export function ConfigErrorPage({ detail }: { detail: string }) {
  return (
    <main
      className="config-error"
      style={{ maxWidth: 480, margin: '15vh auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>Não foi possível iniciar o Painel de Vendas</h1>
      <p>A configuração do portal está ausente ou inválida. Avise o suporte e tente novamente mais tarde.</p>
      <p>
        <small>Detalhe: {detail}</small>
      </p>
      <button type="button" onClick={() => window.location.reload()} style={{ minHeight: 44, padding: '0 16px' }}>
        Tentar novamente
      </button>
    </main>
  );
}
