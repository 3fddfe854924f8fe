import { Button } from '@/ui/button/button';
import { useServiceWorkerUpdate } from '@/offline/sw-registration';

/** A new build is offered, never forced mid-form: the user chooses when to reload. */
export function UpdateBanner() {
  const { updateAvailable, applyUpdate } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;
  return (
    <div className="app-update-banner" role="status" data-snapshot-skip="">
      <span>Nova versão do Painel de Vendas disponível.</span>
      <Button size="small" color="dark" onClick={() => void applyUpdate()}>
        Atualizar
      </Button>
    </div>
  );
}
