import type { ReactNode } from 'react';
import { Logo } from '../../../components/ui/logo';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <main className="auth-card" id="main">
        <Logo />
        <h1>{title}</h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </main>
    </div>
  );
}
