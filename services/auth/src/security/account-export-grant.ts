import { createPrivateKey } from 'node:crypto';
import { ACCOUNT_EXPORT_GRANT_AUDIENCE, ACCOUNT_EXPORT_GRANT_TTL_SECONDS, type AccountExportGrantClaims } from '@mathquest/contracts';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_ISSUER } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';

export interface AccountExportGrantSigner {
  /** A short-lived ES256 grant for one account's export, naming who asked. */
  sign(userId: string, requestedBy: string): string;
}

/**
 * Export grants (docs/product/privacy.md): signed with the key of auth's access tokens under an
 * audience of their own, so neither an access token nor a children grant opens a service's
 * export route, nor the reverse.
 */
export function createAccountExportGrantSigner(privateKeyPem: string): AccountExportGrantSigner {
  const signingKey = createPrivateKey(privateKeyPem);
  return {
    sign: (userId, requestedBy) =>
      jwt.sign({ requestedBy } satisfies Omit<AccountExportGrantClaims, 'sub'>, signingKey, {
        algorithm: ACCESS_TOKEN_ALGORITHM,
        expiresIn: ACCOUNT_EXPORT_GRANT_TTL_SECONDS,
        audience: ACCOUNT_EXPORT_GRANT_AUDIENCE,
        issuer: ACCESS_TOKEN_ISSUER,
        subject: userId,
      }),
  };
}
