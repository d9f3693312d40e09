import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { contentWords } from '../../../i18n/content-words';
import { useI18n } from '../../../i18n/use-i18n';
import type { Chapter, StoryWorld } from '@mathquest/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { usePageReads } from '../../../lib/page-reads';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useChapters } from '../api/get-chapters';
import { useWorlds } from '../api/get-worlds';
import { useStartChapter } from '../api/start-adventure';
import { starsText } from '../../../components/ui/stars';
import { chapterHref } from '../rules';
import '../../../styles/adventure.css';

/** Story Mode at /story (docs/product/engagement.md#story-mode). */
export default function StoryPage() {
  const intl = useI18n('adventure');
  // World and chapter names and texts in the reader's language, by id.
  const content = useI18n('content');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const worldsRead = useWorlds();
  const [world, setWorld] = useState<StoryWorld | null>(null);
  const chaptersRead = useChapters(world?.id ?? null);
  const startChapter = useStartChapter();
  const [starting, setStarting] = useState<string | null>(null);
  const [startError, setError] = useState<string | null>(null);
  const { failed, retry } = usePageReads([worldsRead], 'the story');
  const worlds = worldsRead.data ?? null;
  const chapters = chaptersRead.data ?? null;
  useLoggedFailure(chaptersRead.error, 'Failed to load chapters');
  const error = startError ?? (chaptersRead.error && !chapters ? wordError(intl, errorFactsOf(chaptersRead.error), 'adventure.story.chaptersFailed') : null);

  async function start(c: Chapter) {
    setStarting(c.id);
    setError(null);
    try {
      const started = await startChapter.mutateAsync(c.id);
      navigate(chapterHref(started.sessionId, c.id));
    } catch (err) {
      console.error('Failed to start chapter', err);
      setError(wordError(intl, errorFactsOf(err), 'adventure.story.startFailed'));
      setStarting(null);
    }
  }

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('adventure.back') }}>
      <h1 className="page-title">{t('adventure.story.title')}</h1>
      <p className="muted">{t('adventure.story.subtitle', { worlds: 5 })}</p>
      {error ? (
        <p className="form__error" role="alert" data-testid="story-error">
          {error}
        </p>
      ) : null}
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>{t('adventure.story.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('ui.tryAgain')}
          </button>
        </div>
      ) : worlds === null ? (
        <InlineLoading message={t('adventure.story.loading')} />
      ) : world === null ? (
        worlds.length === 0 ? (
          <p className="empty-state">{t('adventure.story.empty')}</p>
        ) : (
          <ul className="world-grid">
            {worlds.map((w) => (
              <li key={w.id}>
                <button type="button" className={`panel world-card world-card--${w.theme}`} disabled={!w.isUnlocked} onClick={() => setWorld(w)} data-testid={`world-${w.id}`}>
                  <span className="muted">{t('adventure.story.world', { n: w.order })}</span>
                  <h2>{contentWords(content, 'world', w.id, 'name', w.name)}</h2>
                  <p>{contentWords(content, 'world', w.id, 'description', w.description)}</p>
                  {w.isUnlocked ? (
                    <p>{t('adventure.story.chapters', { done: w.chaptersCompleted, count: w.totalChapters })}</p>
                  ) : (
                    <p className="boss-card__lock">{t('adventure.story.requires', { level: w.requiredLevel })}</p>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : (
        <section aria-labelledby="world-title">
          <button type="button" className="btn btn--ghost" onClick={() => setWorld(null)} data-testid="back-to-worlds">
            ← {t('adventure.story.backToWorlds')}
          </button>
          <h2 id="world-title">{contentWords(content, 'world', world.id, 'name', world.name)}</h2>
          {chapters === null ? (
            <InlineLoading message={t('adventure.story.chaptersLoading')} />
          ) : (
            <ol className="chapter-path">
              {chapters.map((c) => (
                <li key={c.id} className="panel" data-testid={`chapter-${c.id}`}>
                  <span className="muted">{t('adventure.story.chapter', { n: c.order })}</span>
                  <h3>{contentWords(content, 'chapter', c.id, 'name', c.name)}</h3>
                  <p>{contentWords(content, 'chapter', c.id, 'description', c.description)}</p>
                  {c.isCompleted ? (
                    <p className="stars" aria-label={t('adventure.story.stars', { stars: c.stars, max: 3 })}>
                      {starsText(c.stars)}
                    </p>
                  ) : null}
                  <p className="muted">
                    {t('adventure.story.details', { problems: c.problemCount, difficulty: c.difficulty, coins: c.rewardCoins, xp: c.rewardXp })}
                  </p>
                  {c.isUnlocked ? (
                    <button type="button" className="btn btn--primary" disabled={starting !== null} onClick={() => void start(c)} data-testid={`start-${c.id}`}>
                      {starting === c.id ? t('adventure.story.starting') : c.isCompleted ? t('adventure.story.again') : t('adventure.story.start')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </PageShell>
  );
}
