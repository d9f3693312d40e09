import { Link } from 'react-router-dom';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label="MathQuest home">
      <span className="logo__icon" aria-hidden="true">
        🧮
      </span>
      <span className="logo__text">
        Math<span>Quest</span>
      </span>
    </Link>
  );
}
