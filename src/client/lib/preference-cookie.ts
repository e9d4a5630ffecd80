import { PREFERENCE_COOKIES } from '@shared/preferences';

const ONE_YEAR_SECONDS = 31_536_000;

/** Mirrors a choice kept in local storage into its cookie, for the server's first render. */
export function writePreferenceCookie(name: keyof typeof PREFERENCE_COOKIES, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PREFERENCE_COOKIES[name]}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
