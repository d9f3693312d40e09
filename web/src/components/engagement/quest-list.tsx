import type { Quest } from '@mathquest/contracts';
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { topicNames } from '../../i18n/topic-names';
import { useI18n } from '../../i18n/use-i18n';
import { engagementApi } from './engagement-api';
import { questWords } from './server-words';
import { useNotifications } from '../../stores/notifications';
import { useRealtime } from '../../stores/realtime';
import { useSession } from '../../stores/session';

/** 'Ends in 5h 12m': the time left of a quest's day, as hours and minutes, in the reader's language. */
export function questTimeLeft(intl: IntlShape, expiresAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000));
  return intl.formatMessage({ id: 'engagement.quest.endsIn' }, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

function QuestItem({ quest, now }: { quest: Quest; now: number }) {
  const intl = useI18n();
  const [claiming, setClaiming] = useState(false);
  const progress = Math.min(quest.currentProgress, quest.targetValue);
  const pct = quest.targetValue > 0 ? Math.round((progress / quest.targetValue) * 100) : 100;
  const completed = quest.completedAt !== null;
  const claimed = quest.claimedAt !== null;
  const { name, description } = questWords(intl, quest);
  // A topic is a curriculum topic's name, worded from the topic table and marked so it reads as one.
  const topicKey = `quest.${quest.kind}.description`;
  const shownDescription =
    quest.topic !== null && topicKey in intl.messages
      ? intl.formatMessage({ id: topicKey }, { n: quest.targetValue, hasTopic: 'true', topic: <span className="quest__topic">{topicNames(intl).topic(quest.topic)}</span> })
      : description;

  async function claim() {
    setClaiming(true);
    try {
      const result = await engagementApi.claimQuest(quest.id);
      const live = useRealtime.getState();
      live.upsertQuest(result.quest);
      live.setWallet(result.wallet);
      // The quest's XP goes to the account's progress: the level bar reads it from the account.
      if (result.xpGranted > 0) void useSession.getState().refreshUser();
      const parts = [
        quest.coinReward ? intl.formatMessage({ id: 'engagement.reward.coins' }, { count: quest.coinReward }) : '',
        result.xpGranted ? intl.formatMessage({ id: 'engagement.reward.xp' }, { count: result.xpGranted }) : '',
        quest.gemReward ? intl.formatMessage({ id: 'engagement.reward.gems' }, { count: quest.gemReward }) : '',
      ];
      useNotifications.getState().notify({
        type: 'reward',
        title: intl.formatMessage({ id: 'engagement.quest.claimed' }),
        message: intl.formatMessage({ id: 'engagement.quest.claimedText' }, { name, rewards: intl.formatList(parts.filter(Boolean), { type: 'unit' }) }),
        icon: '🎁',
      });
    } catch (err) {
      console.error('Failed to claim the quest', err); // logged only (docs/product/web.md, engagement screens)
    } finally {
      setClaiming(false);
    }
  }

  return (
    <li className={`quest quest--${quest.difficulty.toLowerCase()}${completed ? ' quest--done' : ''}`} data-testid={`quest-${quest.id}`}>
      <div className="quest__head">
        <strong className="quest__name">{name}</strong>
        <span className="chip">{intl.formatMessage({ id: 'engagement.quest.difficulty' }, { difficulty: quest.difficulty })}</span>
      </div>
      <p className="quest__text">{shownDescription}</p>
      <div
        className="xp-bar xp-bar--small"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'engagement.quest.progress' }, { name })}
        aria-valuemin={0}
        aria-valuemax={quest.targetValue}
        aria-valuenow={progress}
        aria-valuetext={intl.formatMessage({ id: 'engagement.quest.valueText' }, { progress, target: quest.targetValue })}
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
          <span className="quest__claimed">{intl.formatMessage({ id: 'engagement.quest.claimedMark' })} ✓</span>
        ) : completed ? (
          <button type="button" className="btn btn--primary btn--small" onClick={() => void claim()} disabled={claiming} aria-label={intl.formatMessage({ id: 'engagement.quest.claimLabel' }, { claiming: String(claiming), name })}>
            {claiming ? intl.formatMessage({ id: 'engagement.quest.claiming' }) : intl.formatMessage({ id: 'engagement.quest.claim' })}
          </button>
        ) : (
          <span className="muted">{questTimeLeft(intl, quest.expiresAt, now)}</span>
        )}
      </div>
    </li>
  );
}

/** Daily quests with progress and, once a quest is completed and not claimed, its Claim button. */
export function QuestList({ quests, limit }: { quests: Quest[]; limit?: number }) {
  const intl = useI18n();
  const shown = limit === undefined ? quests : quests.slice(0, limit);
  if (shown.length === 0) return <p className="empty-state">{intl.formatMessage({ id: 'engagement.quest.none' })}</p>;
  const now = Date.now();
  return (
    <ul className="quest-list">
      {shown.map((q) => (
        <QuestItem key={q.id} quest={q} now={now} />
      ))}
    </ul>
  );
}
