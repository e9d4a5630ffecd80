import type { APIRequestContext, Page } from '@playwright/test';
import type { Role } from '@shared/roles';
import type { Language, LanguageInput } from '@shared/schemas/languages';
import type { UserCreated } from '@shared/schemas/users';
import { expect } from '@playwright/test';
import { createExpression, createWord } from './api';

export interface Credentials {
  email: string;
  password: string;
}

export interface Account extends Credentials {
  id: number;
  role: Role;
}

/** Per worker process: each worker has its own data directory, so this is unique within it. */
let counter = 0;

/**
 * What a journey creates for itself through the API, signed in as its worker's superadmin: users
 * (ready to sign in, their temporary password already replaced), languages, words, expressions,
 * each with a name no other journey uses.
 */
export class Data {
  constructor(
    private readonly staff: APIRequestContext,
    private readonly playwrightRequest: {
      newContext: (options: { baseURL: string }) => Promise<APIRequestContext>;
    },
    private readonly baseURL: string,
    private readonly workerIndex: number,
  ) {}

  /**
   * A token no other journey of the run has: lower-case letters and digits, fixed in shape so that
   * one is never part of another (searches match inside words).
   */
  unique(prefix = '') {
    counter += 1;
    return `${prefix}t${this.workerIndex.toString(36)}x${counter.toString(36).padStart(3, '0')}`;
  }

  /** An account with `role`, signed in once to replace its temporary password, then signed out. */
  async user(role: Role, { name = role } = {}): Promise<Account> {
    const token = this.unique();
    const email = `${name}-${token}@example.org`;
    const temporary = `temporary-${token}`;
    const password = `password-${token}`;
    const created = await this.staff.post('/api/users', {
      data: { email, password: temporary, role },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { user } = (await created.json()) as UserCreated;

    const own = await this.playwrightRequest.newContext({ baseURL: this.baseURL });
    try {
      const login = await own.post('/api/auth/login', { data: { email, password: temporary } });
      expect(login.status(), await login.text()).toBe(200);
      const change = await own.post('/api/auth/change-password', {
        data: { currentPassword: temporary, newPassword: password },
      });
      expect(change.status(), await change.text()).toBe(204);
    } finally {
      await own.dispose();
    }
    return { id: user.id, email, password, role };
  }

  /** A language of its own (named `prefix` + a unique token unless `name` is given). */
  async language(fields: Partial<LanguageInput> & { prefix?: string } = {}) {
    const { prefix = 'Langue ', ...input } = fields;
    const response = await this.staff.post('/api/languages', {
      data: { name: this.unique(prefix), ...input },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Language;
  }

  /** A word, published (created by the superadmin); see api.ts's createWord. */
  word(...args: Parameters<typeof createWord> extends [unknown, ...infer Rest] ? Rest : never) {
    return createWord(this.staff, ...args);
  }

  /** An expression; see api.ts's createExpression. */
  expression(
    ...args: Parameters<typeof createExpression> extends [unknown, ...infer Rest] ? Rest : never
  ) {
    return createExpression(this.staff, ...args);
  }

  /** The worker's superadmin's API context, for reads and checks that need no user of their own. */
  get api() {
    return this.staff;
  }
}

/** Signs the page's browser context in through the API (the form is tested on its own). */
export async function signInThroughApi(page: Page, credentials: Credentials) {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}
