import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// A SECURITY DEFINER function runs with its owner's rights, past RLS: whoever may execute it
// gets what it returns. Every such function in app is listed here with the roles that may
// call it; a new function or a new grant fails this test until it is decided here.
// Trigger functions are executed by their triggers, never called, and must stay uncallable.

/** What signed-in users need to call themselves (RLS helpers, their own preferences, admin tools). */
const AUTHENTICATED = [
  // RLS policies call these as the signed-in user.
  'app.can_see_project(uuid)',
  'app.can_see_ticket(uuid,uuid,uuid)',
  'app.company_role_of(uuid)',
  'app.conversation_author(uuid)',
  'app.current_user_role()',
  'app.is_admin()',
  'app.is_billing_member(uuid)',
  'app.is_super_admin()',
  'app.organization_ids_as(app.company_role[])',
  'app.teammate_ids()',
  'app.visible_project_ids()',
  'app.visible_project_ids_of(uuid)',
  // The admin URL and its token (each checks the caller is an admin).
  'app.current_admin_path_part()',
  'app.rotate_admin_token()',
  'app.validate_admin_access(text)',
  'app.validate_admin_session(text)',
  // The security dashboard (admins only, checked inside).
  'app.get_security_dashboard()',
  // The activity log entry of the caller's own action.
  'app.log_activity(text,text,text)',
  // The caller's own notification channels (the /account page).
  'app.my_notification_channels(text)',
  // The company's storage in use, whole, for its own people (a restricted member's view of the
  // files would undercount it); only the number.
  'app.company_storage_used_bytes(uuid)',
  // A client's data on request (staff only, checked inside): the export's log entry, the erasure.
  'app.erase_client_person(uuid)',
  'app.record_client_export(uuid)',
];
/** Nothing is callable before signing in: the server does that work on its own connection. */
const ANON: string[] = [];

describe.each(databaseTargets())('SECURITY DEFINER functions on $name', (target) => {
  let t: TestDatabase;
  let client: string;
  beforeAll(async () => {
    t = await target.open();
    client = await createUser(t.sql, 'definer-client@client.test');
  });
  afterAll(async () => t?.close());

  const definers = () => t.sql<{ fn: string; anon: boolean; authenticated: boolean; trigger: boolean }[]>`
    select p.oid::regprocedure::text as fn,
           has_function_privilege('anon', p.oid, 'execute') as anon,
           has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
           p.prorettype = 'trigger'::regtype as trigger
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'app' and p.prosecdef
     order by 1`;

  it('lets authenticated execute only the functions listed, and anon none', async () => {
    const rows = await definers();
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.authenticated).map((r) => r.fn)).toEqual([...AUTHENTICATED].sort());
    expect(rows.filter((r) => r.anon).map((r) => r.fn)).toEqual(ANON);
    expect(rows.filter((r) => r.trigger && (r.anon || r.authenticated))).toEqual([]);
  });

  it('refuses a client calling notify_many, notify_recipients or notification_channels', async () => {
    const asClient = async (query: string) =>
      dbError(
        t.sql.begin(async (tx) => {
          await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: client, role: 'authenticated' })}, true),
                          set_config('role', 'authenticated', true)`;
          return tx.unsafe(query);
        }),
      );
    expect(
      await asClient(
        `select * from app.notify_many('messages', '${client}', '[{"audience":"team","title":"x","link":"/"}]'::jsonb)`,
      ),
    ).toMatch(/permission denied/);
    expect(
      await asClient(`select * from app.notify_recipients('messages', '${client}', 'team', null, 'x', 'x', '/')`),
    ).toMatch(/permission denied/);
    expect(await asClient(`select * from app.notification_channels('${client}', 'messages')`)).toMatch(
      /permission denied/,
    );
  });
});
