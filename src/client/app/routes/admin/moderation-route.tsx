import { canAccess } from '@shared/roles';
import { useSession } from '@client/features/auth/api/use-session';
import { ModerationPage } from '@client/features/moderation/components/moderation-page';

/** /moderation: only admins and editors review submissions. */
export function ModerationRoute() {
  const { data: user } = useSession();
  return <ModerationPage canModerate={canAccess(user?.role, 'moderation')} />;
}
