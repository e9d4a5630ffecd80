import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import { sessionQueryKey } from './query-client';

/**
 * The signed-in user's id, from the session the back office has read (never read again here),
 * or null when signed out.
 */
export function useSignedInUserId(): number | null {
  const { data } = useQuery<SessionUser | null>({ queryKey: sessionQueryKey, enabled: false });
  return data?.id ?? null;
}
