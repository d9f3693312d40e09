import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageShellProps {
  /** Above the content, outside <main> (the signed-in header). */
  header?: ReactNode;
  /** A link back to the page this one is reached from, above the content. */
  back?: { to: string; label: string };
  /** A narrower column, for pages of one card after another. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of every signed-in page: the page background, an optional header, and one <main> column. */
export function PageShell({ header, back, narrow = false, children }: PageShellProps) {
  return (
    <div className="app-page">
      {header}
      <main className={narrow ? 'container container--narrow' : 'container'} id="main">
        {back ? (
          <Link to={back.to} className="back-link">
            ← {back.label}
          </Link>
        ) : null}
        {children}
      </main>
    </div>
  );
}
