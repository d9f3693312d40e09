import { useI18n } from '../../i18n/use-i18n';
import { useEffect } from 'react';
import { useAvatar } from '../../stores/avatar';
import { useSession } from '../../stores/session';
import { AvatarFigure } from './avatar-figure';
import { useEquipped } from './get-equipped';

/**
 * The header's avatar: a student's drawn from their equipped items (read once per student as a
 * query, kept in the avatar store the customizer updates); anyone else, or until it loads, the initial.
 */
export function HeaderAvatar({ initial }: { initial: string }) {
  const intl = useI18n();
  const user = useSession((s) => s.user);
  const { userId, equipped } = useAvatar();
  const student = user?.role === 'STUDENT' ? user.id : null;
  const { error } = useEquipped(student, userId !== student);
  useEffect(() => {
    if (error) console.warn('Avatar not loaded; showing the initial', error);
  }, [error]);

  if (student && userId === student && equipped) {
    return (
      <span className="avatar avatar--drawn" data-testid="header-avatar">
        <AvatarFigure look={equipped} size={36} label={intl.formatMessage({ id: 'shell.header.avatar' })} />
      </span>
    );
  }
  return (
    <span className="avatar" aria-hidden="true" data-testid="avatar-initial">
      {initial}
    </span>
  );
}
