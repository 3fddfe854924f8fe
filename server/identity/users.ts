import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox realm's demo users (docs/stack-notes.md, "The sandbox contract"). The password of each is
 * its username. Realm roles and client roles are split the way a Keycloak admin would set them
 * up: portal-wide permissions as realm roles, links to other operator apps as roles of the
 * `sales-portal` client. The portal gathers both, so the split only matters for realism.
 */
export interface DemoUser {
  /** Stable UUID, like Keycloak's user ids, so the persisted cache key survives restarts. */
  sub: string;
  username: string;
  givenName: string;
  familyName: string;
  email: string;
  merchantId: number | undefined;
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
  /** What the user demonstrates, shown in the login page hint. */
  shows: string;
}

export const CLIENT_ID = 'sales-portal';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    sub: '5c1f3a52-2f4e-4d1a-9b6e-0a7d1c2e3f41',
    username: 'lojista',
    givenName: 'Ana Paula',
    familyName: 'Ribeiro',
    email: 'ana.ribeiro@lojadaana.com.br',
    merchantId: 1,
    // Acting on money: refunds and anticipation (issue 23).
    realmRoles: ['sales_access', 'mentor_suporte', 'sales_refund', 'sales_anticipation'],
    clientRoles: { [CLIENT_ID]: ['bo-access', 'cp-client'] },
    shows: 'Lojista 1, todos os menus e links',
  },
  {
    sub: '8e2b6d14-7a3c-4f58-b1d9-2c4e6f8a0b52',
    username: 'operador',
    givenName: 'Carlos Eduardo',
    familyName: 'Souza',
    email: 'carlos.souza@mercadinhodocarlos.com.br',
    merchantId: 2,
    realmRoles: ['sales_access'],
    clientRoles: {},
    shows: 'Lojista 2, sem link de pagamento nem boleto',
  },
  {
    sub: 'b47c9e03-5d21-4a6f-8c3b-1e5f7a9c2d63',
    username: 'suporte',
    givenName: 'Juliana',
    familyName: 'Costa Lima',
    email: 'juliana.lima@suporte.painel.com.br',
    merchantId: 1,
    realmRoles: ['bypass_permission'],
    clientRoles: {},
    shows: 'Lojista 1, permissões por bypass',
  },
  {
    sub: 'd93a1f67-0b84-4e2c-a5d7-3f6b8e0a4c74',
    username: 'sem-lojista',
    givenName: 'Rafael',
    familyName: 'Oliveira Santos',
    email: 'rafael.santos@exemplo.com.br',
    merchantId: undefined,
    realmRoles: ['sales_access'],
    clientRoles: {},
    shows: 'Sem lojista: aviso e saída',
  },
  {
    sub: 'f1e8c2a9-6b37-4d05-9e1f-4a7c0b2d5e85',
    username: 'sem-acesso',
    givenName: 'Beatriz',
    familyName: 'Martins Rocha',
    email: 'beatriz.rocha@exemplo.com.br',
    merchantId: 1,
    realmRoles: [],
    clientRoles: {},
    shows: 'Sem permissão: sai logo após entrar',
  },
  {
    sub: '3a7d5e21-9c46-4b8f-a2d1-6e0b4c8f1a96',
    username: 'vendedor',
    givenName: 'Marcos Vinícius',
    familyName: 'Almeida',
    email: 'marcos.almeida@ateliearaucaria.com.br',
    merchantId: 3,
    realmRoles: ['sales_access', 'sales_refund'],
    clientRoles: {},
    shows: 'Lojista 3, e-commerce sem boleto (links de pagamento)',
  },
];

function fullName(user: DemoUser): string {
  return `${user.givenName} ${user.familyName}`;
}

export function findUserBySub(sub: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.sub === sub);
}

/** Username or e-mail, case-insensitive (as in Keycloak). */
export function findUserByLogin(login: string): DemoUser | undefined {
  const wanted = login.trim().toLowerCase();
  return DEMO_USERS.find((candidate) => candidate.username === wanted || candidate.email === wanted);
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Username or e-mail, case-insensitive (as in Keycloak); the password comparison does not
 * leak timing.
 */
export function authenticate(login: string, password: string): DemoUser | undefined {
  const user = findUserByLogin(login);
  const expected = digest(user?.username ?? '\u0000no-such-user');
  const matches = timingSafeEqual(expected, digest(password));
  return user && matches ? user : undefined;
}

/** The profile claims Keycloak's default client scopes put in every token. */
export function profileClaims(user: DemoUser): Record<string, unknown> {
  return {
    preferred_username: user.username,
    name: fullName(user),
    given_name: user.givenName,
    family_name: user.familyName,
    email: user.email,
    email_verified: true,
    // Keycloak's user-attribute mapper omits the claim for a user without the attribute.
    ...(user.merchantId === undefined ? {} : { merchant_id: user.merchantId }),
  };
}

/** Role claims as Keycloak shapes them; clients without roles are left out of resource_access. */
export function roleClaims(user: DemoUser): Record<string, unknown> {
  const resourceAccess: Record<string, { roles: string[] }> = {};
  for (const [client, roles] of Object.entries(user.clientRoles)) {
    if (roles.length > 0) resourceAccess[client] = { roles: [...roles] };
  }
  return {
    realm_access: { roles: [...user.realmRoles] },
    ...(Object.keys(resourceAccess).length > 0 ? { resource_access: resourceAccess } : {}),
  };
}
