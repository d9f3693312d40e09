/**
 * The routes the walks in another language open (docs/product/i18n.md, "What is translated so
 * far"), each with what shows its screen is drawn (not its loading state): one list for the walk
 * in Spanish (i18n-routes.e2e.test.ts) and the one in the pseudo-locale (i18n-adult-routes.e2e.test.ts).
 */

/** A route and what shows it is drawn. */
export interface WalkedRoute {
  path: string;
  ready: string;
}

/** The student routes, as the demo student sees them. */
export const STUDENT_ROUTES: readonly WalkedRoute[] = [
  { path: '/home', ready: '[data-testid="student-dashboard"]' },
  { path: '/dashboard', ready: '[data-testid="student-dashboard"]' },
  { path: '/solo', ready: '[data-testid="problem-card"]' },
  { path: '/speed', ready: '[data-testid="speed-start"]' },
  { path: '/battlepass', ready: '[data-testid="pass-grid"]' },
  { path: '/bosses', ready: '.boss-grid, .empty-state' },
  { path: '/story', ready: '.world-grid, .empty-state' },
  { path: '/multiplayer', ready: '#room-code' },
  { path: '/classes', ready: '#my-assignments-title' },
  { path: '/profile', ready: '[data-testid="language-switcher"]' },
  { path: '/plans', ready: '[data-testid="current-plan"]' },
  { path: '/pets', ready: '[data-testid="pets-coins"]' },
  { path: '/shop', ready: '[data-testid="shop-coins"]' },
  { path: '/avatar', ready: '[data-testid="avatar-preview"]' },
  { path: '/homebase', ready: '[data-testid="homebase-save"]' },
  { path: '/leaderboards', ready: '[data-testid="my-rank"], [data-testid="leaderboard-empty"]' },
  { path: '/guild', ready: '[data-testid="guild-name"], [data-testid="no-guild"]' },
  { path: '/challenges', ready: '[data-testid="stat-wins"]' },
];

/**
 * The screens only a student plays: a parent or a teacher who opens one reads what it is for
 * instead (docs/product/web.md, accounts that do not play; `STUDENT_SCREENS` in
 * web/src/app/routes/student-only.tsx), a screen of its own for each.
 */
export const STUDENT_ONLY_PATHS: readonly string[] = [
  '/solo', '/game/solo-play', '/speed', '/multiplayer', '/room/ABCD23', '/pets', '/shop', '/avatar', '/homebase',
  '/leaderboards', '/challenges', '/guild', '/battlepass', '/bosses', '/story', '/classes',
];

/** What a parent or a teacher reads on a student screen (web/src/app/routes/student-only.tsx). */
export const NOT_FOR_ROLE = '[data-testid="not-for-role"]';
