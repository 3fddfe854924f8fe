/**
 * oidc-provider ships no types and @types/oidc-provider lags behind 9.x. This declares only the
 * surface the sandbox uses, so the rest of server/identity stays strictly typed.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  export type UnknownObject = Record<string, unknown>;

  export interface AdapterPayload extends UnknownObject {
    jti?: string;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientInstance {
    clientId: string;
    redirectUris: string[];
    postLogoutRedirectUris: string[];
    grantTypeAllowed(type: string): boolean;
    redirectUriAllowed(uri: string): boolean;
    postLogoutRedirectUriAllowed(uri: string): boolean;
    includeSid(): boolean;
  }

  export interface BaseTokenInstance {
    jti?: string;
    iat?: number;
    exp?: number;
    accountId?: string;
    clientId?: string;
    sid?: string;
    scope?: string;
    authTime?: number;
    grantId?: string;
    sessionUid?: string;
    consumed?: number;
    readonly isValid: boolean;
    readonly expiration: number;
    readonly scopes: Set<string>;
    consume(): Promise<void>;
    destroy(): Promise<void>;
  }

  export interface TokenConstructor<T = BaseTokenInstance> {
    prototype: T;
    find(value: string, options?: { ignoreExpiration?: boolean }): Promise<T | undefined>;
  }

  export interface SessionInstance {
    uid: string;
    accountId?: string;
    loginTs?: number;
    save(ttl: number): Promise<string>;
  }

  export interface IdTokenInstance {
    readonly ctx?: KoaContextWithOIDC;
    readonly client: ClientInstance;
    readonly available: UnknownObject;
    set(key: string, value: unknown): void;
    issue(options?: { use?: string; expiresAt?: number | null }): Promise<string>;
  }

  export interface GrantInstance {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export interface OIDCContext {
    readonly client?: ClientInstance;
    readonly session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    readonly result?: { consent?: { grantId?: string } };
    readonly requestParamOIDCScopes: Set<string>;
    readonly requestParamClaims: Set<string>;
    readonly resourceServers: Record<string, ResourceServerInfo>;
    readonly provider: Provider;
    readonly route: string;
    readonly params?: Record<string, unknown>;
    readonly entities: Record<string, BaseTokenInstance | undefined>;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    body: unknown;
    type: string;
    status: number;
    host: string;
    method: string;
    path: string;
    set(name: string, value: string): void;
  }

  export type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<UnknownObject> | UnknownObject;
  }

  export interface ErrorOut {
    error?: string;
    error_description?: string;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients: UnknownObject[];
    jwks: { keys: JWK[] };
    cookies: { keys: string[]; long?: UnknownObject; short?: UnknownObject; names?: Record<string, string> };
    claims: Record<string, string[] | null>;
    scopes: string[];
    conformIdTokenClaims: boolean;
    routes: Record<string, string>;
    ttl: Record<
      string,
      number | ((ctx: KoaContextWithOIDC | undefined, token: BaseTokenInstance & { loginTs?: number }) => number)
    >;
    pkce: { required: () => boolean };
    features: UnknownObject;
    interactions: { url: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => Promise<string> | string };
    findAccount: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined> | Account | undefined;
    loadExistingGrant: (ctx: KoaContextWithOIDC) => Promise<GrantInstance | undefined>;
    issueRefreshToken: (
      ctx: KoaContextWithOIDC,
      client: ClientInstance,
      source: BaseTokenInstance,
    ) => Promise<boolean> | boolean;
    extraTokenClaims: (ctx: KoaContextWithOIDC, token: BaseTokenInstance) => Promise<UnknownObject | undefined>;
    formats: {
      customizers: {
        jwt: (
          ctx: KoaContextWithOIDC,
          token: BaseTokenInstance,
          jwt: { header?: UnknownObject; payload: UnknownObject },
        ) => void;
      };
    };
    clientBasedCORS: (ctx: KoaContextWithOIDC, origin: string, client: ClientInstance) => boolean;
    renderError: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void> | void;
    rotateRefreshToken?: boolean;
    enabledJWA?: UnknownObject;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject;
    session?: { accountId?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Client: { prototype: ClientInstance };
    readonly Grant: GrantConstructor;
    readonly RefreshToken: TokenConstructor<BaseTokenInstance & { generateTokenId(): string }>;
    readonly AuthorizationCode: TokenConstructor;
    readonly AccessToken: { prototype: BaseTokenInstance & { save(): Promise<string> } };
    readonly IdToken: { prototype: IdTokenInstance };
    readonly Session: { findByUid(uid: string): Promise<SessionInstance | undefined> };
    use(middleware: Middleware): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: 'server_error', listener: (ctx: unknown, error: Error) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };

  export default Provider;
}
