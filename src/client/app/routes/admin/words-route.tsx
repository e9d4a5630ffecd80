import { useSession } from '@client/features/auth/api/use-session';
import { WordsPage } from '@client/features/words/components/words-page';

/** /words: the list needs the signed-in user to know which words they may edit or delete. */
export function WordsRoute() {
  const { data: user } = useSession();
  // The admin layout shows this page only once signed in.
  if (!user) return null;
  return <WordsPage user={user} />;
}
