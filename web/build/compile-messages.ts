import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The message catalogues (docs/product/i18n.md): one flat JSON object of ICU messages per language, the core one and one per screen scope (src/i18n/scopes.ts). */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]messages[\\/](?:[^\\/]+[\\/])?[^\\/]+\.json$/;

/**
 * Compiles each catalogue's ICU messages to their syntax trees at build time, so the browser
 * formats them without the ICU parser (the app aliases the parser to its no-parser build). A
 * message that does not parse fails the build, naming its key.
 */
export function compileMessages(): Plugin {
  return {
    name: 'mathquest:compile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(source)) {
        try {
          compiled[key] = parse(message);
        } catch (err) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(err as Error).message}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
