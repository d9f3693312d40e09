import { useLanguage } from '../stores/language';
import { loadScope, type MessageScope } from './scopes';

/**
 * A lazy page's loader that also fetches the message scopes its screen reads, in the language
 * chosen, beside the page's code: the page then draws without waiting for its words (a scope not
 * listed still loads when a component asks for it, one round trip later). A scope that fails to
 * load is asked for again by the component, which shows the page's error screen if it fails again.
 */
export function withScopes<T>(scopes: readonly MessageScope[], page: () => Promise<T>): () => Promise<T> {
  return async () => {
    const locale = useLanguage.getState().locale;
    const [module] = await Promise.all([page(), ...scopes.map((s) => loadScope(s, locale).catch(() => undefined))]);
    return module;
  };
}
