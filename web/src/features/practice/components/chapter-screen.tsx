import { chapterById, type SubmitAnswerResult } from '@mathquest/contracts';
import { contentWords } from '../../../i18n/content-words';
import { useI18n } from '../../../i18n/use-i18n';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useConfetti } from '../hooks/use-confetti';
import { SessionPlay } from './session-play';
import { starsText } from '../../../components/ui/stars';
import '../../../styles/adventure.css';

/** A story chapter on the practice screen (/game/solo-play?mode=story&sessionId=…&chapterId=…, docs/product/engagement.md#story-mode). */
export default function ChapterScreen() {
  const navigate = useNavigate();
  const intl = useI18n('practice');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const q = new URLSearchParams(useLocation().search);
  const sessionId = q.get('sessionId') ?? '';
  const chapter = chapterById(q.get('chapterId') ?? '');
  // The chapter's name in the reader's language, by id.
  const content = useI18n('content');
  const [progress, setProgress] = useState<NonNullable<SubmitAnswerResult['chapter']> | null>(null);
  useConfetti(progress?.completed ? progress : null);

  return (
    <div className="app-page game-page">
      <header className="game-bar">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(paths.story.getHref())} data-testid="back-story">
          ← {t('practice.chapter.back')}
        </button>
        {chapter ? (
          <span className="pill" data-testid="chapter-count">
            {t('practice.problemOf', { n: Math.min((progress?.answered ?? 0) + (progress?.completed ? 0 : 1), chapter.problemCount), count: chapter.problemCount })}
          </span>
        ) : null}
      </header>
      <main className="container container--game" id="main">
        {!chapter || !sessionId ? (
          <p className="empty-state">
            {t('practice.chapter.notFound')} <Link to={paths.story.getHref()}>{t('practice.chapter.backTo')}</Link>
          </p>
        ) : (
          <>
            <h1 className="page-title">{contentWords(content, 'chapter', chapter.id, 'name', chapter.name)}</h1>
            {progress?.completed ? (
              <section className="panel" role="status" data-testid="chapter-complete">
                <h2>{t('practice.chapter.complete')}</h2>
                <p className="stars" aria-label={t('practice.chapter.stars', { stars: progress.stars, max: 3 })}>
                  {starsText(progress.stars)}
                </p>
                <p>{t('practice.chapter.correct', { correct: progress.correct, count: progress.problemCount })}</p>
                <Link to={paths.story.getHref()} className="btn btn--primary">
                  {t('practice.chapter.backTo')}
                </Link>
              </section>
            ) : null}
            {progress?.completed ? null : <SessionPlay sessionId={sessionId} stopped={false} onResult={(r) => r.chapter && setProgress(r.chapter)} />}
          </>
        )}
      </main>
    </div>
  );
}
