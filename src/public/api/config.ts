import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@contract/runtime-config';
import { takeEarlyConfigRequest } from './early-config';

let loading: Promise<RuntimeConfig> | undefined;
/**
 * The runtime config (`GET /config`, validated by the app's own schema), asked once per page
 * load: the public pages boot without the signed-in app, which loads it its own way. A failed
 * load is forgotten so that a retry asks again.
 */
export function publicConfig(): Promise<RuntimeConfig> {
  if (loading) return loading;
  const request = takeEarlyConfigRequest() ?? fetch('/config', { headers: { Accept: 'application/json' } });
  loading = request
    .then((response) => {
      if (!response.ok) throw new Error(`GET /config: ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((body) => v.parse(RuntimeConfigSchema, body))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
