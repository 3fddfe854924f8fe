import { useServiceWorkerUpdate } from '@/offline/sw-registration';
import { ShellBanner } from './shell-banner';

/** A new build is offered, never forced mid-form: the user chooses when to reload. */
export function UpdateBanner() {
  const { updateAvailable, applyUpdate } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;
  return (
    <ShellBanner
      text="Nova versão do Painel de Vendas disponível."
      action="Atualizar"
      onAction={() => void applyUpdate()}
    />
  );
}
