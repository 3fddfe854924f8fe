import type { Provider } from 'oidc-provider';
import type { RealmSettings } from './realm';

/**
 * What oidc-provider's tokens lack next to Keycloak's, added where oidc-provider builds them:
 *
 * - Refresh tokens are not spent by use ("Revoke Refresh Token" off): each refresh still answers
 *   with a new one, but the one it came with stays good until it expires or the session ends.
 *   oidc-provider's rotation would revoke the whole grant on a second use, signing the merchant
 *   out of every tab when keycloak-js retries a refresh whose answer was lost.
 * - The ID token says `typ: "ID"` (keycloak-connect refuses one that does not), `azp`,
 *   `auth_time` and `at_hash` (the access token it came with), as Keycloak's does.
 */
export function installKeycloakTokens(provider: Provider, realm: RealmSettings): void {
  if (!realm.revokeRefreshToken) {
    provider.RefreshToken.prototype.consume = async function keepRefreshTokenUsable() {};
  }

  // The access token's value, for the at_hash of the ID token issued beside it.
  const issuedValues = new WeakMap<object, string>();
  const saveAccessToken = provider.AccessToken.prototype.save;
  provider.AccessToken.prototype.save = async function saveAndRemember(this: object) {
    const value = await saveAccessToken.call(this);
    issuedValues.set(this, value);
    return value;
  };

  const issue = provider.IdToken.prototype.issue;
  provider.IdToken.prototype.issue = function issueAsKeycloak(this: typeof provider.IdToken.prototype, options) {
    if (options?.use === 'idtoken') {
      this.set('typ', 'ID');
      this.set('azp', this.client.clientId);
      const authTime = this.available.auth_time;
      if (typeof authTime === 'number') this.set('auth_time', authTime);
      const accessToken = this.ctx?.oidc.entities.AccessToken;
      const value = accessToken && issuedValues.get(accessToken);
      // oidc-provider hashes at_hash itself (left half of the SHA-256, base64url) when signing.
      if (value) this.set('at_hash', value);
    }
    return issue.call(this, options);
  };
}
