import { ModerationPage } from '@client/features/moderation/components/moderation-page';
import { useCanUsePage } from './use-can-use-page';

/** /moderation: only admins and editors review submissions. */
export function ModerationRoute() {
  return <ModerationPage canModerate={useCanUsePage('moderation')} />;
}
