import type { GrantInstance, InteractionDetails, KoaContextWithOIDC, Provider } from 'oidc-provider';

/**
 * Consent, handled without a screen: the portal is the operator's own (first-party) client,
 * and Keycloak does not ask for consent either unless a client is configured to. The grant of
 * the session is extended with whatever the request asks for, so the consent prompt never
 * triggers.
 */
export async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<GrantInstance | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new oidc.provider.Grant({ accountId, clientId: client.clientId });

  const scopes = [...oidc.requestParamOIDCScopes].join(' ');
  if (scopes) grant.addOIDCScope(scopes);
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, server] of Object.entries(oidc.resourceServers))
    grant.addResourceScope(indicator, server.scope);
  await grant.save();
  return grant;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The safety net behind loadExistingGrant: if oidc-provider still asks for consent (a prompt
 * the grant could not cover), grant exactly what it reports missing.
 */
export async function grantMissingConsent(provider: Provider, details: InteractionDetails): Promise<string> {
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (!accountId || typeof clientId !== 'string') throw new Error('consent without a signed-in session');

  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details;

  const scopes = strings(missing.missingOIDCScope);
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
  const claims = strings(missing.missingOIDCClaims);
  if (claims.length > 0) grant.addOIDCClaims(claims);
  const resourceScopes = missing.missingResourceScopes;
  if (typeof resourceScopes === 'object' && resourceScopes !== null) {
    for (const [indicator, values] of Object.entries(resourceScopes))
      grant.addResourceScope(indicator, strings(values).join(' '));
  }
  return grant.save();
}
