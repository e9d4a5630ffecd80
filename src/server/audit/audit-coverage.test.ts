/**
 * The guard that keeps the audit log whole: every state-changing API route of the built app is
 * recorded by the audit hook, or says `config: { audit: false }` and is listed below with why.
 * A new route is therefore recorded by default; this test fails if it is left out silently, if
 * its entity or action cannot be stored, or if the admin page has no label for them.
 */
import { expect, it } from 'vitest';
import { enAdmin } from '@shared/i18n/en-admin';
import { frAdmin } from '@shared/i18n/fr-admin';
import { describeWithApp } from '@server/test/harness';
import { auditTarget, STATE_CHANGING_METHODS } from './audit-hook';

/** Routes out of the audit log on purpose ("METHOD /path": why). None so far. */
const NOT_AUDITED: Record<string, string> = {};

describeWithApp('audit coverage', (ctx) => {
  const routes = () => ctx.app.routeList;
  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('lists the routes of the built app', () => {
    const keys = routes().map(key);
    for (const known of [
      'POST /api/auth/login',
      'PUT /api/words/:id',
      'PATCH /api/words/:id/status',
      'DELETE /api/languages/:id',
      'GET /api/audit',
    ]) {
      expect(keys).toContain(known);
    }
  });

  it('records every state-changing API route, or knows why not', () => {
    const changing = routes().filter(
      (r) => STATE_CHANGING_METHODS.includes(r.method) && r.url.startsWith('/api/'),
    );
    expect(changing.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const route of changing) {
      const target = auditTarget(route.method, route.url, route.audit);
      const reason = NOT_AUDITED[key(route)];
      if (route.audit === false) {
        if (!reason?.trim())
          problems.push(`${key(route)}: audit: false without a reason in NOT_AUDITED`);
        continue;
      }
      if (reason) problems.push(`${key(route)}: listed in NOT_AUDITED but audited`);
      if (!target) {
        problems.push(`${key(route)}: not recorded`);
        continue;
      }
      // The columns are varchar(40); the page shows them through its catalogs.
      for (const [what, value, labels] of [
        ['entity', target.entity, [frAdmin.audit.entities, enAdmin.audit.entities]],
        ['action', target.action, [frAdmin.audit.actions, enAdmin.audit.actions]],
      ] as const) {
        if (!/^[a-z][a-z-]{0,39}$/.test(value))
          problems.push(`${key(route)}: ${what} '${value}' is not a short lower-case name`);
        if (labels.some((l) => !(value in l)))
          problems.push(`${key(route)}: no audit.${what}s.${value} label in fr-admin/en-admin`);
      }
      if (target.failures && !(`${target.action}-failed` in frAdmin.audit.actions))
        problems.push(`${key(route)}: no label for ${target.action}-failed`);
    }
    expect(problems).toEqual([]);
  });

  it('has no stale reasons', () => {
    const keys = new Set(routes().map(key));
    expect(Object.keys(NOT_AUDITED).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('records no read unless its route names an action', () => {
    const reads = routes().filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    const recorded = reads.filter((r) => auditTarget(r.method, r.url, r.audit)).map(key);
    expect(recorded).toEqual(['GET /api/backup/download']);
  });
});
