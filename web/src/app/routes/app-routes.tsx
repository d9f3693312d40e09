import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { areaRoutes, RoleHome } from './area-routes';
import { withScopes } from '../../i18n/with-scopes';
import { Page } from './page-frame';
import { PublicOnly, RequireAuth } from './guards';
import { STUDENT_SCREENS, StudentOnly, type StudentScreen } from './student-only';

// Route modules are lazy so the landing page does not download the game (KaTeX, confetti).
const LandingPage = lazy(withScopes(['landing'], () => import('../../features/landing/components/landing-page')));
const LoginPage = lazy(() => import('../../features/auth/components/login-page'));
const RegisterPage = lazy(() => import('../../features/auth/components/register-page'));
const ClassCodePage = lazy(() => import('../../features/auth/class-code/class-code-page'));
const HomePage = lazy(withScopes(['home'], () => import('../../features/home/components/home-page')));
const PracticeScreen = lazy(withScopes(['practice', 'content'], () => import('../../features/practice/components/practice-screen')));
const BattlePassPage = lazy(withScopes(['adventure', 'content'], () => import('../../features/adventure/components/battle-pass-page')));
const BossesPage = lazy(withScopes(['adventure', 'content'], () => import('../../features/adventure/components/bosses-page')));
const StoryPage = lazy(withScopes(['adventure', 'content'], () => import('../../features/adventure/components/story-page')));
const ProfilePage = lazy(() => import('../../features/profile/components/profile-page'));
const PlansPage = lazy(() => import('../../features/profile/components/plans-page'));
const LobbyPage = lazy(withScopes(['multiplayer'], () => import('../../features/multiplayer/components/lobby-page')));
const RoomPage = lazy(withScopes(['multiplayer'], () => import('../../features/multiplayer/components/room-page')));
const PetsPage = lazy(withScopes(['pets'], () => import('../../features/pets/components/pets-page')));
const GuildPage = lazy(withScopes(['guild'], () => import('../../features/guild/components/guild-page')));
const SpeedPage = lazy(withScopes(['practice'], () => import('../../features/practice/components/speed-page')));
const LeaderboardsPage = lazy(withScopes(['social'], () => import('../../features/social/components/leaderboards-page')));
const ShopPage = lazy(withScopes(['shop', 'content'], () => import('../../features/shop/components/shop-page')));
const AvatarPage = lazy(withScopes(['avatar', 'content'], () => import('../../features/avatar/components/avatar-page')));
const HomeBasePage = lazy(withScopes(['homebase', 'content'], () => import('../../features/homebase/components/homebase-page')));
const ChallengesPage = lazy(withScopes(['challenges'], () => import('../../features/challenges/components/challenges-page')));



const publicOnly = (el: ReactNode) => (
  <PublicOnly>
    <Page>{el}</Page>
  </PublicOnly>
);
const signedIn = (el: ReactNode) => (
  <RequireAuth>
    <Page>{el}</Page>
  </RequireAuth>
);
/** A student screen: signed in, and for a parent or a teacher what it is for instead (one rule for every such screen). */
const forStudents = (screen: StudentScreen, el: ReactNode) => signedIn(<StudentOnly screen={screen}>{el}</StudentOnly>);

/** Route table of docs/product/web.md; unknown paths go to '/'. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.landing.path} element={publicOnly(<LandingPage />)} />
      <Route path={paths.login.path} element={publicOnly(<LoginPage />)} />
      <Route path={paths.register.path} element={publicOnly(<RegisterPage />)} />
      <Route path={paths.classCodeLogin.path} element={publicOnly(<ClassCodePage />)} />
      {areaRoutes()}
      <Route path={paths.home.path} element={signedIn(<RoleHome><HomePage /></RoleHome>)} />
      <Route path={paths.dashboard.path} element={signedIn(<RoleHome><HomePage /></RoleHome>)} />
      <Route path={paths.soloPlay.path} element={forStudents(STUDENT_SCREENS.solo, <PracticeScreen />)} />
      <Route path={paths.solo.path} element={forStudents(STUDENT_SCREENS.solo, <PracticeScreen />)} />
      <Route path={paths.battlepass.path} element={forStudents(STUDENT_SCREENS.battlepass, <BattlePassPage />)} />
      <Route path={paths.bosses.path} element={forStudents(STUDENT_SCREENS.bosses, <BossesPage />)} />
      <Route path={paths.story.path} element={forStudents(STUDENT_SCREENS.story, <StoryPage />)} />
      <Route path={paths.profile.path} element={signedIn(<ProfilePage />)} />
      <Route path={paths.plans.path} element={signedIn(<PlansPage />)} />
      <Route path={paths.multiplayer.path} element={forStudents(STUDENT_SCREENS.multiplayer, <LobbyPage />)} />
      <Route path={paths.room.path} element={forStudents(STUDENT_SCREENS.room, <RoomPage />)} />
      <Route path={paths.pets.path} element={forStudents(STUDENT_SCREENS.pets, <PetsPage />)} />
      <Route path={paths.speed.path} element={forStudents(STUDENT_SCREENS.speed, <SpeedPage />)} />
      <Route path={paths.leaderboards.path} element={forStudents(STUDENT_SCREENS.leaderboards, <LeaderboardsPage />)} />
      <Route path={paths.challenges.path} element={forStudents(STUDENT_SCREENS.challenges, <ChallengesPage />)} />
      <Route path={paths.guild.path} element={forStudents(STUDENT_SCREENS.guild, <GuildPage />)} />
      <Route path={paths.shop.path} element={forStudents(STUDENT_SCREENS.shop, <ShopPage />)} />
      <Route path={paths.avatar.path} element={forStudents(STUDENT_SCREENS.avatar, <AvatarPage />)} />
      <Route path={paths.homebase.path} element={forStudents(STUDENT_SCREENS.homebase, <HomeBasePage />)} />
      <Route path="*" element={<Navigate to={paths.landing.getHref()} replace />} />
    </Routes>
  );
}
