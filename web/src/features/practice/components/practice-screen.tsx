import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import SoloPlayPage from './solo-play-page';

const BossBattleScreen = lazy(() => import('./boss-battle-screen'));
const ChapterScreen = lazy(() => import('./chapter-screen'));
const ChallengeScreen = lazy(() => import('./challenge-screen'));

/**
 * /game/solo-play and /solo: `?mode=boss` is a boss battle, `?mode=story` a story chapter, `?mode=challenge` a PvP challenge, anything
 * else the solo practice screen as it is (docs/product/practice.md).
 */
export default function PracticeScreen() {
  const mode = new URLSearchParams(useLocation().search).get('mode');
  if (mode === 'boss') return <BossBattleScreen />;
  if (mode === 'story') return <ChapterScreen />;
  if (mode === 'challenge') return <ChallengeScreen />;
  return <SoloPlayPage />;
}
