import type { Quest } from '@mathquest/contracts';
import { useState } from 'react';
import { engagementApi } from './engagement-api';
import { useNotifications } from '../../stores/notifications';
import { useRealtime } from '../../stores/realtime';
import { useSession } from '../../stores/session';

/** 'Ends in 5h 12m': the time left of a quest's day, as hours and minutes. */
export function questTimeLeft(expiresAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

const DIFFICULTY_LABEL: Record<Quest['difficulty'], string> = { EASY: 'Easy', MEDIUM: 'Medium', HARD: 'Hard' };

function QuestItem({ quest, now }: { quest: Quest; now: number }) {
  const [claiming, setClaiming] = useState(false);
  const progress = Math.min(quest.currentProgress, quest.targetValue);
  const pct = quest.targetValue > 0 ? Math.round((progress / quest.targetValue) * 100) : 100;
  const completed = quest.completedAt !== null;
  const claimed = quest.claimedAt !== null;

  async function claim() {
    setClaiming(true);
    try {
      const result = await engagementApi.claimQuest(quest.id);
      const live = useRealtime.getState();
      live.upsertQuest(result.quest);
      live.setWallet(result.wallet);
      // The quest's XP goes to the account's progress: the level bar reads it from the account.
      if (result.xpGranted > 0) void useSession.getState().refreshUser();
      const parts = [quest.coinReward ? `+${quest.coinReward} coins` : '', result.xpGranted ? `+${result.xpGranted} XP` : '', quest.gemReward ? `+${quest.gemReward} gems` : ''];
      useNotifications.getState().notify({ type: 'reward', title: 'Reward claimed!', message: `${quest.name}: ${parts.filter(Boolean).join(', ')}`, icon: '🎁' });
    } catch (err) {
      console.error('Failed to claim the quest', err); // logged only (docs/product/web.md, engagement screens)
    } finally {
      setClaiming(false);
    }
  }

  return (
    <li className={`quest quest--${quest.difficulty.toLowerCase()}${completed ? ' quest--done' : ''}`} data-testid={`quest-${quest.id}`}>
      <div className="quest__head">
        <strong className="quest__name">{quest.name}</strong>
        <span className="chip">{DIFFICULTY_LABEL[quest.difficulty]}</span>
      </div>
      <p className="quest__text">{quest.description}</p>
      <div
        className="xp-bar xp-bar--small"
        role="progressbar"
        aria-label={`${quest.name} progress`}
        aria-valuemin={0}
        aria-valuemax={quest.targetValue}
        aria-valuenow={progress}
        aria-valuetext={`${progress} of ${quest.targetValue}`}
      >
        <div className="xp-bar__fill" style={{ width: `${pct}%` }} />
      </div>
      <div className="quest__foot">
        <span data-testid={`quest-progress-${quest.id}`}>
          {progress}/{quest.targetValue}
        </span>
        <span className="quest__rewards">
          {quest.coinReward ? <span>🪙 {quest.coinReward}</span> : null}
          {quest.gemReward ? <span>💎 {quest.gemReward}</span> : null}
          {quest.xpReward ? <span>✨ {quest.xpReward} XP</span> : null}
        </span>
        {claimed ? (
          <span className="quest__claimed">Claimed ✓</span>
        ) : completed ? (
          <button type="button" className="btn btn--primary btn--small" onClick={() => void claim()} disabled={claiming} aria-label={`${claiming ? 'Claiming...' : 'Claim'} ${quest.name}`}>
            {claiming ? 'Claiming...' : 'Claim'}
          </button>
        ) : (
          <span className="muted">Ends in {questTimeLeft(quest.expiresAt, now)}</span>
        )}
      </div>
    </li>
  );
}

/** Daily quests with progress and, once a quest is completed and not claimed, its Claim button. */
export function QuestList({ quests, limit }: { quests: Quest[]; limit?: number }) {
  const shown = limit === undefined ? quests : quests.slice(0, limit);
  if (shown.length === 0) return <p className="empty-state">No quests today</p>;
  const now = Date.now();
  return (
    <ul className="quest-list">
      {shown.map((q) => (
        <QuestItem key={q.id} quest={q} now={now} />
      ))}
    </ul>
  );
}
