import { createPrivateKey } from 'node:crypto';
import { CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_TTL_SECONDS, type ChildrenGrantClaims } from '@mathquest/contracts';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_ISSUER } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';

export interface ChildrenGrantSigner {
  /** A short-lived ES256 grant naming the parent and the children linked to them now. */
  sign(parentId: string, children: ChildrenGrantClaims['children']): string;
}

/**
 * Children grants (docs/adr/0029-answer-path-five-operations.md): auth owns the parent links, so
 * it vouches for them, signed with the key of its access tokens under an audience of their own
 * (an access token is never a grant, nor the reverse).
 */
export function createChildrenGrantSigner(privateKeyPem: string): ChildrenGrantSigner {
  const signingKey = createPrivateKey(privateKeyPem);
  return {
    sign: (parentId, children) =>
      jwt.sign({ children } satisfies Omit<ChildrenGrantClaims, 'sub'>, signingKey, {
        algorithm: ACCESS_TOKEN_ALGORITHM,
        expiresIn: CHILDREN_GRANT_TTL_SECONDS,
        audience: CHILDREN_GRANT_AUDIENCE,
        issuer: ACCESS_TOKEN_ISSUER,
        subject: parentId,
      }),
  };
}
