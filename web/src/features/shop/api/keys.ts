/** The shop's query keys (docs/adr/0190): a purchase invalidates the lists under `shopKeys.items`. */
export const shopKeys = {
  items: ['shop', 'items'] as const,
  all: ['shop', 'items', 'all'] as const,
  featured: ['shop', 'items', 'featured'] as const,
  stats: ['shop', 'stats'] as const,
};
