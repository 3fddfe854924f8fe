import * as v from 'valibot';

/** `#rrggbb` only: the theme derives Ionic's shade, tint and contrast from the six digits. */
const BrandColorSchema = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'deve ser uma cor #rrggbb'));

/**
 * The runtime config document (`GET /config`). Everything that differs per deployment comes
 * from here, never from a rebuild, so the same build serves every operator's brand. A call both
 * sides share: the PWA validates it at start-up, the sandbox what it serves.
 */
export const RuntimeConfigSchema = v.object({
  apiUrl: v.pipe(v.string(), v.minLength(1)),
  keycloak: v.object({
    url: v.pipe(v.string(), v.url()),
    realm: v.pipe(v.string(), v.minLength(1)),
    clientId: v.pipe(v.string(), v.minLength(1)),
  }),
  storageUrl: v.string(),
  idleLimitSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 300),
  environment: v.picklist(['development', 'production']),
  /**
   * The optional capabilities the backend offers (issue 23): absent, or a feature left out, is
   * off — a backend that serves requirements §7 alone sends nothing here.
   */
  features: v.optional(
    v.object({
      refunds: v.optional(v.boolean(), false),
      anticipation: v.optional(v.boolean(), false),
      reconciliation: v.optional(v.boolean(), false),
      notifications: v.optional(v.boolean(), false),
    }),
    { refunds: false, anticipation: false, reconciliation: false, notifications: false },
  ),
  /**
   * The backend's VAPID public key (base64url), the `applicationServerKey` of the PWA's
   * `PushManager.subscribe` (decision 038); absent where the backend sends no push.
   */
  vapidPublicKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/))),
  brand: v.object({
    name: v.pipe(v.string(), v.minLength(1)),
    logoUrl: v.optional(v.string()),
    colors: v.optional(
      v.object({
        primary: v.optional(BrandColorSchema),
        secondary: v.optional(BrandColorSchema),
      }),
    ),
  }),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
