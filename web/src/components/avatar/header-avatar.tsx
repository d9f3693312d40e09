import { useEffect } from 'react';
import { shopApi } from '../../lib/shop-api';
import { useAvatar } from '../../stores/avatar';
import { useSession } from '../../stores/session';
import { AvatarFigure } from './avatar-figure';

/**
 * The header's avatar: a student's drawn from their equipped items (loaded once per student,
 * kept in the avatar store the customizer updates); anyone else, or until it loads, the initial.
 */
export function HeaderAvatar({ initial }: { initial: string }) {
  const user = useSession((s) => s.user);
  const { userId, equipped, setEquipped } = useAvatar();
  const student = user?.role === 'STUDENT' ? user.id : null;

  useEffect(() => {
    if (!student || userId === student) return;
    let live = true;
    shopApi
      .equipped()
      .then((e) => live && setEquipped(student, e))
      .catch((err: unknown) => console.warn('Avatar not loaded; showing the initial', err));
    return () => {
      live = false;
    };
  }, [student, userId, setEquipped]);

  if (student && userId === student && equipped) {
    return (
      <span className="avatar avatar--drawn" data-testid="header-avatar">
        <AvatarFigure look={equipped} size={36} label="Your avatar" />
      </span>
    );
  }
  return (
    <span className="avatar" aria-hidden="true" data-testid="avatar-initial">
      {initial}
    </span>
  );
}
