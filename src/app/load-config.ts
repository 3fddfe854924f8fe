import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@contract/runtime-config';

export class ConfigError extends Error {
  constructor(readonly detail: string) {
    super('Configuração inválida');
    this.name = 'ConfigError';
  }
}

/** Loads and validates `/config`; the service worker keeps a copy for offline starts. */
export async function loadConfig(): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const response = await fetch('/config', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new ConfigError(`GET /config respondeu ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError('Não foi possível obter /config (sem conexão ou resposta inválida).');
  }
  const result = v.safeParse(RuntimeConfigSchema, body);
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(raiz)'}: ${issue.message}`);
    throw new ConfigError(issues.join('; '));
  }
  return result.output;
}
