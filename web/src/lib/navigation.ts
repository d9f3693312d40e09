/**
 * Lets code outside React (the API client) navigate with the router once it is mounted,
 * instead of reloading the page.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to, { replace: true });
  else if (typeof window !== 'undefined' && window.location.pathname !== to) window.location.assign(to);
}
