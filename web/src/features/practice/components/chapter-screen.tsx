import { chapterById, type SubmitAnswerResult } from '@mathquest/contracts';
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
  const q = new URLSearchParams(useLocation().search);
  const sessionId = q.get('sessionId') ?? '';
  const chapter = chapterById(q.get('chapterId') ?? '');
  const [progress, setProgress] = useState<NonNullable<SubmitAnswerResult['chapter']> | null>(null);
  useConfetti(progress?.completed ? progress : null);

  return (
    <div className="app-page game-page">
      <header className="game-bar">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(paths.story.getHref())} data-testid="back-story">
          ← Story
        </button>
        {chapter ? (
          <span className="pill" data-testid="chapter-count">
            Problem {Math.min((progress?.answered ?? 0) + (progress?.completed ? 0 : 1), chapter.problemCount)} of {chapter.problemCount}
          </span>
        ) : null}
      </header>
      <main className="container container--game" id="main">
        {!chapter || !sessionId ? (
          <p className="empty-state">
            This chapter could not be found. <Link to={paths.story.getHref()}>Back to Story</Link>
          </p>
        ) : (
          <>
            <h1 className="page-title">{chapter.name}</h1>
            {progress?.completed ? (
              <section className="panel" role="status" data-testid="chapter-complete">
                <h2>Chapter complete!</h2>
                <p className="stars" aria-label={`${progress.stars} of 3 stars`}>
                  {starsText(progress.stars)}
                </p>
                <p>
                  {progress.correct} of {progress.problemCount} correct.
                </p>
                <Link to={paths.story.getHref()} className="btn btn--primary">
                  Back to Story
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
