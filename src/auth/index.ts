export type { Session } from './session';
export {
  SessionContext,
  useIsReadOnlySession,
  useMerchantId,
  useSessionController,
  useSessionState,
  useSessionUser,
} from './use-session';
export { hasPermission, hasRealmRoleContaining, hasRole, allRoles, BYPASS_ROLE, SALES_ACCESS } from './permissions';
export type { SessionState, SessionUser } from './types';
