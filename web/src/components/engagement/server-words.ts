import type { NotificationCode, NotificationParams, Quest } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';
import { petName } from '../../i18n/pet-names';
import { topicNames } from '../../i18n/topic-names';

/**
 * What the server words itself, worded in the reader's language from its code and facts
 * (docs/product/i18n.md, "Notifications and daily quests"): a daily quest from its kind, target and
 * topic; a notification from its `code` and `params`. The English messages say what the server
 * says, so an English reader sees the server's words; a notification without a code (stored before
 * codes existed) or with facts missing shows the server's text.
 */

type QuestFacts = Pick<Quest, 'kind' | 'targetValue' | 'topic' | 'name' | 'description'>;

/**
 * A daily quest's name and description in the reader's language (the server's for a kind the
 * catalogue lacks); its curriculum topic is worded from the topic table (../../i18n/topic-names.ts).
 */
export function questWords(intl: IntlShape, q: QuestFacts): { name: string; description: string } {
  const base = `quest.${q.kind}`;
  if (!(`${base}.name` in intl.messages)) return { name: q.name, description: q.description };
  return {
    name: intl.formatMessage({ id: `${base}.name` }),
    description: intl.formatMessage({ id: `${base}.description` }, { n: q.targetValue, hasTopic: String(q.topic !== null), topic: q.topic === null ? '' : topicNames(intl).topic(q.topic) }),
  };
}

interface NotificationText {
  title: string;
  message?: string;
  code?: NotificationCode;
  params?: NotificationParams;
}

const text = (params: NotificationParams, key: string): string | undefined => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
const count = (params: NotificationParams, key: string): number | undefined => (typeof params[key] === 'number' ? (params[key] as number) : undefined);

/** A pet's name, worded by its id (`petId`) when the push has it, else as sent (docs/adr/0191). */
const pet = (intl: IntlShape, params: NotificationParams): string | undefined => {
  const name = text(params, 'name');
  return name === undefined ? undefined : petName(intl, text(params, 'petId') ?? '', name);
};

/** The words of each code from its facts; undefined when a fact it needs is missing. */
const WORDERS: Record<NotificationCode, (intl: IntlShape, p: NotificationParams) => { title: string; message: string } | undefined> = {
  LEVEL_UP(intl, p) {
    const level = count(p, 'level');
    if (level === undefined) return undefined;
    return { title: intl.formatMessage({ id: 'notification.levelUp.title' }), message: intl.formatMessage({ id: 'notification.levelUp.message' }, { level }) };
  },
  QUEST_COMPLETED(intl, p) {
    const kind = text(p, 'questKind');
    const target = count(p, 'target');
    const name = text(p, 'name');
    const description = text(p, 'description');
    if (kind === undefined || target === undefined || name === undefined || description === undefined) return undefined;
    const quest = questWords(intl, { kind: kind as Quest['kind'], targetValue: target, topic: text(p, 'topic') ?? null, name, description });
    // The same title as the quest:completed toast, so the two pushes of one quest show one toast.
    return { title: intl.formatMessage({ id: 'toast.quest.complete' }), message: intl.formatMessage({ id: 'notification.questCompleted.message' }, quest) };
  },
  CHEST_FOUND(intl, p) {
    const rarity = text(p, 'rarity');
    if (rarity === undefined) return undefined;
    return { title: intl.formatMessage({ id: 'notification.chestFound.title' }), message: intl.formatMessage({ id: 'notification.chestFound.message' }, { rarity }) };
  },
  PET_HUNGRY(intl, p) {
    const name = pet(intl, p);
    if (name === undefined) return undefined;
    return { title: intl.formatMessage({ id: 'notification.petHungry.title' }, { name }), message: intl.formatMessage({ id: 'notification.petHungry.message' }, { name }) };
  },
  PET_LEVEL_UP(intl, p) {
    const name = pet(intl, p);
    const level = count(p, 'level');
    if (name === undefined || level === undefined) return undefined;
    return { title: intl.formatMessage({ id: 'notification.petLevelUp.title' }, { name }), message: intl.formatMessage({ id: 'notification.petLevelUp.message' }, { name, level }) };
  },
  GUILD_EVENT_REWARD(intl, p) {
    const eventName = text(p, 'eventName');
    const guildName = text(p, 'guildName');
    if (eventName === undefined || guildName === undefined) return undefined;
    const amounts = [
      count(p, 'coins') ? intl.formatMessage({ id: 'toast.reward.coins' }, { count: count(p, 'coins') }) : '',
      count(p, 'gems') ? intl.formatMessage({ id: 'toast.reward.gems' }, { count: count(p, 'gems') }) : '',
      count(p, 'xp') ? intl.formatMessage({ id: 'toast.reward.xp' }, { count: count(p, 'xp') }) : '',
    ].filter(Boolean);
    return {
      title: intl.formatMessage({ id: 'notification.guildEventReward.title' }),
      message: intl.formatMessage({ id: 'notification.guildEventReward.message' }, { eventName, guildName, rewards: intl.formatList(amounts, { type: 'unit' }) }),
    };
  },
};

/** A notification's title and message in the reader's language; the server's text when it has no code or lacks a fact. */
export function notificationWords(intl: IntlShape, n: NotificationText): { title: string; message: string } {
  const worded = n.code && n.params ? WORDERS[n.code]?.(intl, n.params) : undefined;
  return worded ?? { title: n.title, message: n.message ?? '' };
}
