/** Every URL the app links to, in one place (docs/product/web.md, route table). */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  classCodeLogin: { path: '/login/class-code', getHref: () => '/login/class-code' },
  register: { path: '/register', getHref: () => '/register' },
  home: { path: '/home', getHref: () => '/home' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  soloPlay: { path: '/game/solo-play', getHref: () => '/game/solo-play' },
  solo: { path: '/solo', getHref: () => '/solo' },
  profile: { path: '/profile', getHref: () => '/profile' },
  plans: { path: '/plans', getHref: () => '/plans' },
  multiplayer: { path: '/multiplayer', getHref: () => '/multiplayer' },
  speed: { path: '/speed', getHref: () => '/speed' },
  room: { path: '/room/:roomCode', getHref: (roomCode: string) => `/room/${encodeURIComponent(roomCode)}` },
  pets: { path: '/pets', getHref: () => '/pets' },
  shop: { path: '/shop', getHref: () => '/shop' },
  avatar: { path: '/avatar', getHref: () => '/avatar' },
  homebase: { path: '/homebase', getHref: () => '/homebase' },
  bosses: { path: '/bosses', getHref: () => '/bosses' },
  story: { path: '/story', getHref: () => '/story' },
  challenges: { path: '/challenges', getHref: () => '/challenges' },
  guild: { path: '/guild', getHref: () => '/guild' },
  battlepass: { path: '/battlepass', getHref: () => '/battlepass' },
  leaderboards: { path: '/leaderboards', getHref: () => '/leaderboards' },
} as const;

/** Where a signed-in user belongs: teachers /teacher/dashboard, everyone else /dashboard. */
export function homePathFor(role: string | undefined): string {
  return role === 'TEACHER' ? '/teacher/dashboard' : paths.dashboard.getHref();
}
