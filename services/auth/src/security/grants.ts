/**
 * Grants: short-lived ES256 tokens by which auth vouches for what only it knows, signed with the
 * key of its access tokens, each kind under an audience of its own, so an access token is never a
 * grant, one kind of grant never opens another's routes, nor the reverse. Services verify them
 * with service-kit's one verifier (`verifiedGrant`).
 * - Children grants (docs/adr/0029-answer-path-five-operations.md): auth owns the parent links,
 *   so it names the parent's children as they are now.
 * - Account export grants (docs/product/privacy.md): one account's export, naming who asked.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import {
  ACCOUNT_EXPORT_GRANT_AUDIENCE,
  ACCOUNT_EXPORT_GRANT_TTL_SECONDS,
  CHILDREN_GRANT_AUDIENCE,
  CHILDREN_GRANT_TTL_SECONDS,
  type AccountExportGrantClaims,
  type ChildrenGrantClaims,
} from '@mathquest/contracts';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_ISSUER } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';

export interface ChildrenGrantSigner {
  /** A grant naming the parent and the children linked to them now. */
  sign(parentId: string, children: ChildrenGrantClaims['children']): string;
}

export interface AccountExportGrantSigner {
  /** A grant for one account's export, naming who asked. */
  sign(userId: string, requestedBy: string): string;
}

function signGrant(signingKey: KeyObject, audience: string, ttlSeconds: number, subject: string, claims: object): string {
  return jwt.sign(claims, signingKey, { algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: ttlSeconds, audience, issuer: ACCESS_TOKEN_ISSUER, subject });
}

export function createGrantSigners(privateKeyPem: string): { children: ChildrenGrantSigner; accountExport: AccountExportGrantSigner } {
  const signingKey = createPrivateKey(privateKeyPem);
  return {
    children: {
      sign: (parentId, children) => signGrant(signingKey, CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_TTL_SECONDS, parentId, { children } satisfies Omit<ChildrenGrantClaims, 'sub'>),
    },
    accountExport: {
      sign: (userId, requestedBy) => signGrant(signingKey, ACCOUNT_EXPORT_GRANT_AUDIENCE, ACCOUNT_EXPORT_GRANT_TTL_SECONDS, userId, { requestedBy } satisfies Omit<AccountExportGrantClaims, 'sub'>),
    },
  };
}
