/** Counted words, so a child never reads '1 days' or '0 day streak' (docs/product/web.md, wording). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString()} ${n === 1 ? one : many}`;
}

/** '0 days', '1 day', '12 days'. */
export const daysText = (n: number) => plural(n, 'day');

/** '1 problem left today', '0 problems left today'. */
export const problemsLeftText = (n: number) => `${plural(n, 'problem')} left today`;
