/**
 * Renders a component as the app would: a cache of its own per test (the app's read rules: no
 * retries, never stale), the theme, the toast area, the tooltips' provider (the back office's
 * sidebar and the public routes give one), a router at `route` and, when `session` is given, that
 * user signed in. Returns Testing Library's queries, a user-event instance and the cache, so a
 * test can act as a user and check what they would see.
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Language } from '@shared/i18n/languages';
import type { Role } from '@shared/roles';
import type { SessionUser } from '@shared/schemas/auth';
import { Providers } from '@client/app/providers';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { createQueryClient, sessionQueryKey } from '@client/lib/query-client';

export interface RenderOptions {
  /** The address the router starts at. */
  route?: string;
  /** The route pattern the element is mounted under (its `:params` reach useParams). */
  path?: string;
  /** Other routes, so that a navigation lands somewhere a test can see. */
  otherRoutes?: Record<string, ReactElement>;
  /** The signed-in user, or a role for a made-up user of that role. */
  session?: SessionUser | Role | null;
  language?: Language;
  /** A cache filled beforehand (what the server renderer read), instead of an empty one. */
  queryClient?: QueryClient;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

let nextUserId = 1;

/** A signed-in user as GET /api/auth/me answers it. */
export function sessionUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  const id = nextUserId++;
  return {
    id,
    uid: `user-${id}`,
    email: `${role}${id}@example.org`,
    name: null,
    role,
    status: 'active',
    twoFactorEnabled: false,
    isSuperadmin: false,
    createdAt: Date.UTC(2026, 0, 1),
    lastLogin: null,
    mustChangePassword: false,
    ...overrides,
  };
}

export async function renderWithApp(
  element: ReactElement,
  {
    route = '/',
    path = '*',
    otherRoutes = {},
    session,
    language = 'fr',
    queryClient = createQueryClient(),
  }: RenderOptions = {},
): Promise<Rendered> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (session !== undefined) {
    queryClient.setQueryData(
      sessionQueryKey,
      typeof session === 'string' ? sessionUser(session) : session,
    );
  }
  // No pause between keystrokes: a typed word arrives at once, and a test that fakes the clock
  // (debounce, polling) moves it only where it means to.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Providers queryClient={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
            {Object.entries(otherRoutes).map(([otherPath, otherElement]) => (
              <Route key={otherPath} path={otherPath} element={otherElement} />
            ))}
          </Routes>
        </MemoryRouter>
      </TooltipProvider>
    </Providers>,
  );
  return { ...result, user, queryClient };
}
