/**
 * Roster secrets are kept sealed, not hashed (docs/adr/0200): the class's teacher reads them to
 * print login cards. AES-256-GCM with a key derived (HKDF-SHA256) from auth's signing key, which
 * only auth holds, so a copy of the database alone reveals no secret. The classroom and student
 * ids are the additional data: a sealed secret moved to another student does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The secret, or null when the box does not open (another key or context, or tampered). */
  open(sealed: string, context: string): string | null;
}

export function createSecretBox(privateKeyPem: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', privateKeyPem, 'mathquest-roster-secrets', 'aes-256-gcm v1', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), body.toString('base64'), cipher.getAuthTag().toString('base64')].join('.');
    },
    open(sealed, context) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), { authTagLength: 16 });
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
