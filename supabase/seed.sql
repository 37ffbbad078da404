-- Demo data (README "Demo accounts"; password demo-password). Generated from
-- lib/db/seed-demo.ts by `npm run db:seed-sql`: edit that file, not this one.
-- `supabase db reset` and Supabase branching run it after the migrations; it does nothing
-- when the demo accounts exist already.
do $seed$
begin
  if exists (select 1 from auth.users where lower(email) = 'superadmin@demo.test') then
    return;
  end if;

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'superadmin@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf')),
    now(), now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Sam Rivera"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'superadmin@demo.test';

  update app.profiles set
    role = 'super_admin', company_name = 'Consultancy team', phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'accepted', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'superadmin@demo.test');

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'admin@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf')),
    now(), now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Alex Morgan"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'admin@demo.test';

  update app.profiles set
    role = 'admin', company_name = 'Consultancy team', phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'accepted', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'admin@demo.test');

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'client@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf')),
    now(), now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Jordan Lee"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'client@demo.test';

  update app.profiles set
    role = 'client', company_name = 'Northstar Outfitters', phone = '(612) 555-0101',
    website = 'https://northstar-outfitters.example', address = '120 Lake St, Minneapolis, MN 55401, USA', custom_fields = '{"Industry":"Retail","Employee count":45,"Onboarding call":true}'::jsonb,
    invitation_status = 'accepted', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'client@demo.test');

  perform app.ensure_client_organization((select id from auth.users where email = 'client@demo.test'));

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'client2@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf')),
    now(), now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Priya Shah"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'client2@demo.test';

  update app.profiles set
    role = 'client', company_name = 'Prairie Health Clinic', phone = '(651) 555-0133',
    website = 'https://prairiehealth.example', address = '55 Wabasha St, St Paul, MN 55102, USA', custom_fields = '{"Industry":"Healthcare","Employee count":120}'::jsonb,
    invitation_status = 'accepted', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'client2@demo.test');

  perform app.ensure_client_organization((select id from auth.users where email = 'client2@demo.test'));

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'billing@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf')),
    now(), now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Casey Nguyen"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'billing@demo.test';

  update app.profiles set
    role = 'client', company_name = 'Northstar Outfitters', phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'accepted', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'billing@demo.test');

  insert into app.organization_members (organization_id, profile_id, company_role)
  select m.organization_id, (select id from auth.users where email = 'billing@demo.test'), 'billing'
  from app.organization_members m where m.profile_id = (select id from auth.users where email = 'client@demo.test');

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'member@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf')),
    now(), now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Taylor Brooks"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'member@demo.test';

  update app.profiles set
    role = 'client', company_name = 'Northstar Outfitters', phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'accepted', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'member@demo.test');

  insert into app.organization_members (organization_id, profile_id, company_role)
  select m.organization_id, (select id from auth.users where email = 'member@demo.test'), 'member'
  from app.organization_members m where m.profile_id = (select id from auth.users where email = 'client@demo.test');

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'ops@bluewater-logistics.example', null,
    null, now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Marcus Chen"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', false, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'ops@bluewater-logistics.example';

  update app.profiles set
    role = 'client', company_name = 'Bluewater Logistics', phone = null,
    website = 'https://bluewater-logistics.example', address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'accepted', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'ops@bluewater-logistics.example');

  perform app.ensure_client_organization((select id from auth.users where email = 'ops@bluewater-logistics.example'));

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'owner@ironrange-builders.example', null,
    null, now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Dana Kowalski"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', false, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'owner@ironrange-builders.example';

  update app.profiles set
    role = 'client', company_name = 'Iron Range Builders', phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'sent', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'owner@ironrange-builders.example');

  perform app.ensure_client_organization((select id from auth.users where email = 'owner@ironrange-builders.example'));

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'it@maplegrove-legal.example', null,
    null, now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Elena Novak"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', false, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'it@maplegrove-legal.example';

  update app.profiles set
    role = 'client', company_name = 'Maple Grove Legal', phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'accepted', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'it@maplegrove-legal.example');

  perform app.ensure_client_organization((select id from auth.users where email = 'it@maplegrove-legal.example'));

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'hello@harborbakery.example', null,
    null, null,
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Tomás García"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', false, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'hello@harborbakery.example';

  update app.profiles set
    role = 'client', company_name = 'Harbor Bakery Co.', phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'pending', invitation_sent_at = null
  where id = (select id from auth.users where email = 'hello@harborbakery.example');

  perform app.ensure_client_organization((select id from auth.users where email = 'hello@harborbakery.example'));

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'finance@summitmfg.example', null,
    null, now() - interval '20 days',
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Grace Olsen"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', false, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'finance@summitmfg.example';

  update app.profiles set
    role = 'client', company_name = 'Summit Manufacturing', phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'sent', invitation_sent_at = now() - interval '20 days'
  where id = (select id from auth.users where email = 'finance@summitmfg.example');

  perform app.ensure_client_organization((select id from auth.users where email = 'finance@summitmfg.example'));

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'founder@lumenanalytics.example', null,
    null, null,
    '', '', '', '', '', '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb, '{"full_name":"Noah Williams"}'::jsonb, now() - interval '30 days', now());

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', false, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = 'founder@lumenanalytics.example';

  update app.profiles set
    role = 'client', company_name = null, phone = null,
    website = null, address = null, custom_fields = '{}'::jsonb,
    invitation_status = 'pending', invitation_sent_at = null
  where id = (select id from auth.users where email = 'founder@lumenanalytics.example');

  perform app.ensure_client_organization((select id from auth.users where email = 'founder@lumenanalytics.example'));

  insert into app.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
  values ('client', 'Industry', 'select', true, '["Retail","Healthcare","Logistics","Legal","Construction","Manufacturing","Other"]'::jsonb, 0);

  insert into app.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
  values ('client', 'Employee count', 'number', false, null, 1);

  insert into app.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
  values ('client', 'Contract renewal date', 'date', false, null, 2);

  insert into app.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
  values ('client', 'Onboarding call', 'checkbox', false, null, 3);

  insert into app.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
  values ('project', 'Priority', 'select', false, '["Low","Medium","High"]'::jsonb, 4);

  insert into app.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
  values ('project', 'Kick-off notes', 'textarea', false, null, 5);

  insert into app.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
  values ('project', 'Repository', 'text', false, null, 6);

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('E-commerce Platform Rebuild', 'Replace the hosted storefront with a headless shop wired to inventory and shipping.', (select id from auth.users where email = 'client@demo.test'), 'in_development', 48000, 750,
    62, '2026-08-04', '2027-01-29', '{"Priority":"High","Kick-off notes":"Migrate 1,800 products and customer accounts."}'::jsonb, now() - interval '10 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')),
    '{"title":"E-commerce Platform Rebuild","stage":"in_development"}'::jsonb, now() - interval '10 days');

  insert into app.software_audits (project_id, file_name, uploaded_by)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), 'northstar-software-audit.csv', (select id from auth.users where email = 'admin@demo.test'));

  insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'))), 'Shopify Plus', 2300,
    27600, 'E-commerce', 0);

  insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'))), 'Zendesk Suite', 690,
    8280, 'Support', 1);

  insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'))), 'Klaviyo', 450,
    5400, 'Marketing', 2);

  insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'))), 'Inventory Planner', 340,
    4080, 'Operations', 3);

  insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'))), 'Legacy ERP hosting', 1200,
    14400, 'Infrastructure', 4);

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('AI Customer Support Assistant', 'An assistant that answers order-status and returns questions from the help desk.', (select id from auth.users where email = 'client@demo.test'), 'proposal_sent', 22000, 400,
    5, '2026-12-01', '2027-03-15', '{}'::jsonb, now() - interval '9 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'AI Customer Support Assistant' and client_id = (select id from auth.users where email = 'client@demo.test')),
    '{"title":"AI Customer Support Assistant","stage":"proposal_sent"}'::jsonb, now() - interval '9 days');

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('Inventory Forecasting Audit', 'Audit of the SaaS tools behind purchasing and stock planning.', (select id from auth.users where email = 'client@demo.test'), 'completed', 9500, 0,
    100, '2026-03-02', '2026-05-29', '{}'::jsonb, now() - interval '8 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'Inventory Forecasting Audit' and client_id = (select id from auth.users where email = 'client@demo.test')),
    '{"title":"Inventory Forecasting Audit","stage":"completed"}'::jsonb, now() - interval '8 days');

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('Patient Intake Automation', 'Digital intake forms with insurance checks feeding the practice system.', (select id from auth.users where email = 'client2@demo.test'), 'client_review', 36000, 600,
    85, '2026-06-15', '2026-12-18', '{}'::jsonb, now() - interval '7 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'Patient Intake Automation' and client_id = (select id from auth.users where email = 'client2@demo.test')),
    '{"title":"Patient Intake Automation","stage":"client_review"}'::jsonb, now() - interval '7 days');

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('Scheduling SaaS Consolidation', 'Replace three overlapping scheduling tools with one.', (select id from auth.users where email = 'client2@demo.test'), 'discovery_audit', 18000, 0,
    10, '2026-11-10', '2027-02-26', '{}'::jsonb, now() - interval '6 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'Scheduling SaaS Consolidation' and client_id = (select id from auth.users where email = 'client2@demo.test')),
    '{"title":"Scheduling SaaS Consolidation","stage":"discovery_audit"}'::jsonb, now() - interval '6 days');

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('Dispatch Mobile App', 'Driver app with route updates, proof of delivery and offline mode.', (select id from auth.users where email = 'ops@bluewater-logistics.example'), 'contract_signed', 54000, 900,
    15, '2026-11-16', '2027-05-28', '{}'::jsonb, now() - interval '5 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'Dispatch Mobile App' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')),
    '{"title":"Dispatch Mobile App","stage":"contract_signed"}'::jsonb, now() - interval '5 days');

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('Legacy TMS Modernization', 'Move the transport management system off a 2009 desktop app.', (select id from auth.users where email = 'ops@bluewater-logistics.example'), 'awaiting_final_payment', 72000, 1200,
    100, '2025-11-03', '2026-10-30', '{}'::jsonb, now() - interval '4 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'Legacy TMS Modernization' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')),
    '{"title":"Legacy TMS Modernization","stage":"awaiting_final_payment"}'::jsonb, now() - interval '4 days');

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('Document Review Copilot', 'Clause extraction and review checklists for contracts.', (select id from auth.users where email = 'it@maplegrove-legal.example'), 'completed', 30000, 500,
    100, '2025-09-01', '2026-02-27', '{}'::jsonb, now() - interval '3 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')),
    '{"title":"Document Review Copilot","stage":"completed"}'::jsonb, now() - interval '3 days');

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('Company Website', 'A fast marketing site with a project gallery and quote form.', (select id from auth.users where email = 'owner@ironrange-builders.example'), 'discovery_audit', 9000, 150,
    0, '2026-12-07', '2027-01-22', '{}'::jsonb, now() - interval '2 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'Company Website' and client_id = (select id from auth.users where email = 'owner@ironrange-builders.example')),
    '{"title":"Company Website","stage":"discovery_audit"}'::jsonb, now() - interval '2 days');

  insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values ('Quality Data Dashboard', 'Shop-floor quality metrics in one dashboard.', (select id from auth.users where email = 'finance@summitmfg.example'), 'proposal_sent', 26000, 350,
    0, '2027-01-05', '2027-04-30', '{}'::jsonb, now() - interval '1 days');

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select id from auth.users where email = 'admin@demo.test'), 'project_created', 'project', (select id from app.projects where title = 'Quality Data Dashboard' and client_id = (select id from auth.users where email = 'finance@summitmfg.example')),
    '{"title":"Quality Data Dashboard","stage":"proposal_sent"}'::jsonb, now() - interval '1 days');

  insert into app.support_tickets (client_id, project_id, subject, description, priority, status,
    resolved_at, resolved_by, created_at, updated_at)
  values ((select id from auth.users where email = 'client@demo.test'), (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')),
    'Add a size guide to product pages', 'Customers keep asking about fit. Could each product page link to the size guide of its brand?', 'medium', 'open',
    null, null,
    now() - interval '4 days', now() - interval '4 days');

  insert into app.support_tickets (client_id, project_id, subject, description, priority, status,
    resolved_at, resolved_by, created_at, updated_at)
  values ((select id from auth.users where email = 'client@demo.test'), null,
    'Copy of the audit invoice for our accountant', 'Our accountant needs a PDF copy of the final invoice for the inventory audit.', 'low', 'resolved',
    now() - interval '12 days' + interval '1 day', (select id from auth.users where email = 'admin@demo.test'),
    now() - interval '12 days', now() - interval '12 days');

  insert into app.support_tickets (client_id, project_id, subject, description, priority, status,
    resolved_at, resolved_by, created_at, updated_at)
  values ((select id from auth.users where email = 'client2@demo.test'), (select id from app.projects where title = 'Patient Intake Automation' and client_id = (select id from auth.users where email = 'client2@demo.test')),
    'Insurance check fails for one provider', 'Patients with Prairie Mutual plans get "coverage unknown" on the intake form since Monday.', 'urgent', 'open',
    null, null,
    now() - interval '1 days', now() - interval '1 days');

  create temporary table demo_invoices on commit drop as
  select * from (values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), 'upfront'::app.invoice_kind, null::date, 'Upfront payment (50% of the project value)', 2400000, '2026-08-04'::date, '2026-08-06'::date),
    ((select id from app.projects where title = 'Inventory Forecasting Audit' and client_id = (select id from auth.users where email = 'client@demo.test')), 'upfront'::app.invoice_kind, null::date, 'Upfront payment (50% of the project value)', 475000, '2026-03-02'::date, '2026-03-03'::date),
    ((select id from app.projects where title = 'Inventory Forecasting Audit' and client_id = (select id from auth.users where email = 'client@demo.test')), 'final'::app.invoice_kind, null::date, 'Final payment on completion (50% of the project value)', 475000, '2026-05-29'::date, '2026-06-02'::date),
    ((select id from app.projects where title = 'Patient Intake Automation' and client_id = (select id from auth.users where email = 'client2@demo.test')), 'upfront'::app.invoice_kind, null::date, 'Upfront payment (50% of the project value)', 1800000, '2026-06-15'::date, '2026-06-16'::date),
    ((select id from app.projects where title = 'Dispatch Mobile App' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')), 'upfront'::app.invoice_kind, null::date, 'Upfront payment (50% of the project value)', 2700000, '2026-11-02'::date, null::date),
    ((select id from app.projects where title = 'Legacy TMS Modernization' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')), 'upfront'::app.invoice_kind, null::date, 'Upfront payment (50% of the project value)', 3600000, '2025-11-03'::date, '2025-11-05'::date),
    ((select id from app.projects where title = 'Legacy TMS Modernization' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')), 'final'::app.invoice_kind, null::date, 'Final payment on completion (50% of the project value)', 3600000, '2026-10-30'::date, null::date),
    ((select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')), 'upfront'::app.invoice_kind, null::date, 'Upfront payment (50% of the project value)', 1500000, '2025-09-01'::date, '2025-09-02'::date),
    ((select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')), 'final'::app.invoice_kind, null::date, 'Final payment on completion (50% of the project value)', 1500000, '2026-02-27'::date, '2026-03-04'::date)) as h (project_id, kind, period_start, description, cents, issued, paid)
  union all select (select id from app.projects where title = 'Legacy TMS Modernization' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')), 'monthly'::app.invoice_kind, m.period,
      'Monthly fee: ' || to_char(m.period, 'FMMonth YYYY'), 120000, m.period,
      case when 'awaiting_final_payment' = 'completed' and ('2026-10-30'::date + (m.n + 1) * interval '1 month')::date <= current_date
           then m.period + 7 end
    from (select n, ('2026-10-30'::date + n * interval '1 month')::date as period
          from generate_series(0, 240) n) m
    where m.period <= current_date
  union all select (select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')), 'monthly'::app.invoice_kind, m.period,
      'Monthly fee: ' || to_char(m.period, 'FMMonth YYYY'), 50000, m.period,
      case when 'completed' = 'completed' and ('2026-02-27'::date + (m.n + 1) * interval '1 month')::date <= current_date
           then m.period + 7 end
    from (select n, ('2026-02-27'::date + n * interval '1 month')::date as period
          from generate_series(0, 240) n) m
    where m.period <= current_date;

  insert into app.invoices (project_id, client_id, number, kind, period_start, description, amount_cents, issue_date, due_date)
  select project_id, (select client_id from app.projects p where p.id = d.project_id), 'INV-0000-0000', kind, period_start,
    description, cents, issued, issued + 15
  from demo_invoices d order by issued, project_id, kind, period_start;

  insert into app.invoice_payments (invoice_id, paid_on, method)
  select i.id, d.paid, 'bank_transfer' from demo_invoices d
  join app.invoices i on i.project_id = d.project_id and i.kind = d.kind
    and i.period_start is not distinct from d.period_start
  where d.paid is not null;

  update app.booking_settings set weekly_hours = '[{"open":true,"start":"09:00","end":"17:00"},{"open":true,"start":"09:00","end":"17:00"},{"open":true,"start":"09:00","end":"17:00"},{"open":true,"start":"09:00","end":"17:00"},{"open":true,"start":"09:00","end":"17:00"},{"open":false,"start":"09:00","end":"17:00"},{"open":false,"start":"09:00","end":"17:00"}]'::jsonb;

  insert into app.proposals (project_id, draft, created_by)
  values ((select id from app.projects where title = 'AI Customer Support Assistant' and client_id = (select id from auth.users where email = 'client@demo.test')), '{"title":"AI Customer Support Assistant","scope":"An assistant in the help desk that answers order-status and returns questions from the store and carrier data, hands everything else to an agent with a summary, and learns from resolved tickets.","deliverables":"Assistant in the help desk widget and email\nAgent hand-off with summaries\nWeekly quality report","timeline":"Six weeks from signature to launch; two weeks of tuning after go-live.","terms":"Half of the project value is invoiced on signature and half on delivery. The monthly fee covers hosting, maintenance and support from go-live. Invoices are due 15 days after issue.","options":[{"name":"Essentials","description":"Order status and returns, English only.","projectValue":16000,"monthlyFee":300},{"name":"Growth","description":"Adds product questions from the catalogue and Spanish.","projectValue":22000,"monthlyFee":400},{"name":"Complete","description":"Adds phone transcripts and a replacement of the help desk suite.","projectValue":31000,"monthlyFee":650}],"tools":[{"name":"Zendesk Suite","monthlyCost":690,"action":"replace"}]}'::jsonb, (select id from auth.users where email = 'admin@demo.test'));

  insert into app.proposal_versions (proposal_id, project_id, version, content, sent_by, sent_at, expires_at)
  select p.id, p.project_id, 1, '{"title":"AI Customer Support Assistant","scope":"An assistant in the help desk that answers order-status and returns questions from the store and carrier data, hands everything else to an agent with a summary, and learns from resolved tickets.","deliverables":"Assistant in the help desk widget and email\nAgent hand-off with summaries\nWeekly quality report","timeline":"Six weeks from signature to launch; two weeks of tuning after go-live.","terms":"Half of the project value is invoiced on signature and half on delivery. The monthly fee covers hosting, maintenance and support from go-live. Invoices are due 15 days after issue.","options":[{"name":"Essentials","description":"Order status and returns, English only.","projectValue":16000,"monthlyFee":300},{"name":"Growth","description":"Adds product questions from the catalogue and Spanish.","projectValue":22000,"monthlyFee":400},{"name":"Complete","description":"Adds phone transcripts and a replacement of the help desk suite.","projectValue":31000,"monthlyFee":650}],"tools":[{"name":"Zendesk Suite","monthlyCost":690,"action":"replace"}]}'::jsonb, (select id from auth.users where email = 'admin@demo.test'), now() - interval '2 days', now() + interval '28 days'
  from app.proposals p where p.project_id = (select id from app.projects where title = 'AI Customer Support Assistant' and client_id = (select id from auth.users where email = 'client@demo.test'));

  insert into app.proposals (project_id, draft, created_by)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), '{"title":"E-commerce Platform Rebuild","scope":"Replace the hosted storefront with a headless shop wired to inventory and shipping.","deliverables":"Headless storefront\nInventory and shipping integration\nMigration of 1,800 products and accounts","timeline":"Kick-off in August, launch by the end of January.","terms":"Half of the project value is invoiced on signature and half on delivery. The monthly fee covers hosting, maintenance and support from go-live. Invoices are due 15 days after issue.","options":[{"name":"Storefront only","description":"The new shop on the current tools.","projectValue":36000,"monthlyFee":500},{"name":"Storefront and operations","description":"Adds inventory planning and the ERP replacement.","projectValue":48000,"monthlyFee":750}],"tools":[{"name":"Shopify Plus","monthlyCost":2300,"action":"replace"},{"name":"Zendesk Suite","monthlyCost":690,"action":"keep"},{"name":"Klaviyo","monthlyCost":450,"action":"keep"},{"name":"Inventory Planner","monthlyCost":340,"action":"consolidate"},{"name":"Legacy ERP hosting","monthlyCost":1200,"action":"replace"}]}'::jsonb, (select id from auth.users where email = 'admin@demo.test'));

  insert into app.proposal_versions (proposal_id, project_id, version, content, sent_by, sent_at, expires_at)
  select p.id, p.project_id, 1, '{"title":"E-commerce Platform Rebuild","scope":"Replace the hosted storefront with a headless shop wired to inventory and shipping.","deliverables":"Headless storefront\nInventory and shipping integration\nMigration of 1,800 products and accounts","timeline":"Kick-off in August, launch by the end of January.","terms":"Half of the project value is invoiced on signature and half on delivery. The monthly fee covers hosting, maintenance and support from go-live. Invoices are due 15 days after issue.","options":[{"name":"Storefront only","description":"The new shop on the current tools.","projectValue":36000,"monthlyFee":500},{"name":"Storefront and operations","description":"Adds inventory planning and the ERP replacement.","projectValue":48000,"monthlyFee":750}],"tools":[{"name":"Shopify Plus","monthlyCost":2300,"action":"replace"},{"name":"Zendesk Suite","monthlyCost":690,"action":"keep"},{"name":"Klaviyo","monthlyCost":450,"action":"keep"},{"name":"Inventory Planner","monthlyCost":340,"action":"consolidate"},{"name":"Legacy ERP hosting","monthlyCost":1200,"action":"replace"}]}'::jsonb, (select id from auth.users where email = 'admin@demo.test'), '2026-07-28T15:00:00.000Z'::timestamptz, '2026-08-27T15:00:00.000Z'::timestamptz
  from app.proposals p where p.project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'));

  insert into app.proposal_decisions (version_id, proposal_id, project_id, decision, option_index, decided_by,
    decided_at, signer_name, consent, ip, user_agent, document_sha256, signed_pdf_key)
  select v.id, v.proposal_id, v.project_id, 'accepted', 1, (select id from auth.users where email = 'client@demo.test'), '2026-08-03T16:20:00.000Z'::timestamptz,
    'Jordan Lee', true, '203.0.113.24', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
    '9cc7903fae54ead3096c6ad8ddceb81ae9818e7afd98aabb088ce0e8e6fa8774', '5e1f0c2a-7d3b-4b8e-9a41-0c6d2f8e9b17'
  from app.proposal_versions v where v.project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'));

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  select (select id from auth.users where email = 'admin@demo.test'), 'proposal_sent', 'project', v.project_id,
    jsonb_build_object('version', 1, 'version_id', v.id), v.sent_at
  from app.proposal_versions v where v.project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'));

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  select d.decided_by, 'proposal_accepted', 'project', d.project_id,
    jsonb_build_object('version_id', d.version_id, 'option_index', d.option_index, 'signer_name', d.signer_name,
                       'document_sha256', d.document_sha256), d.decided_at
  from app.proposal_decisions d where d.project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'));

  insert into app.contact_inquiries (full_name, email, company, phone, project_type, budget, timeline, description,
    status, created_at, updated_at)
  values ('Dana Kowalski', 'owner@ironrange-builders.example', 'Iron Range Builders', '(218) 555-0190', 'custom-software',
    '5k-15k', '1-3months',
    'We need a fast website with a gallery of finished projects and a quote form that lands in our inbox.',
    'contacted', now() - interval '9 days', now() - interval '8 days');

  insert into app.inquiry_conversions (inquiry_id, client_id, project_id, client_created, converted_by, converted_at)
  select i.id, (select id from auth.users where email = 'owner@ironrange-builders.example'), (select id from app.projects where title = 'Company Website' and client_id = (select id from auth.users where email = 'owner@ironrange-builders.example')),
    true, (select id from auth.users where email = 'admin@demo.test'), now() - interval '8 days'
  from app.contact_inquiries i where i.email = 'owner@ironrange-builders.example';

  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  select c.converted_by, 'inquiry_converted', 'project', c.project_id,
    jsonb_build_object('inquiry_id', c.inquiry_id, 'client_id', c.client_id, 'client_created', true), c.converted_at
  from app.inquiry_conversions c join app.contact_inquiries i on i.id = c.inquiry_id
  where i.email = 'owner@ironrange-builders.example';

  insert into app.software_audits (project_id, file_name, uploaded_by)
  values ((select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')), 'maple-grove-software-audit.csv', (select id from auth.users where email = 'admin@demo.test'));

  insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = (select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example'))), 'Contract analysis suite', 1850,
    22200, 'Legal', 0);

  insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = (select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example'))), 'Clause library add-on', 420,
    5040, 'Legal', 1);

  insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = (select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example'))), 'Legacy document management hosting', 900,
    10800, 'Infrastructure', 2);

  insert into app.approvals (project_id, kind, title, note, status, requested_by, requested_at, decided_by, decided_at)
  values ((select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')), 'case_study', 'Contract review in half the time', 'May we publish this case study on our website, exactly as written below?

Your company is named: “Maple Grove Legal”.

Title: Contract review in half the time

Summary: A law firm replaced two contract-analysis subscriptions with a review copilot that extracts clauses and builds checklists inside its document system.

The problem:
Associates spent most of a first review copying clauses into checklists, across two analysis tools that did not talk to the document system. The subscriptions had grown to over $3,000 a month.

Our approach:
We audited the tools, then built a copilot inside the existing document system: it extracts the clauses the firm cares about, drafts the review checklist and flags unusual terms for a person to decide. Lawyers tested it on closed matters for a month before it went live.

The results:
First reviews take about half as long, every checklist has the same structure, and the two subscriptions and the old hosting were cancelled.

Figures:
- Software subscriptions audited: 3
- Monthly software costs before: $3,170
- Monthly savings: $2,670
- Yearly savings: $32,040
- Software costs saved: 84 %

You can withdraw your consent at any time from this project’s page; the case study then leaves the site.', 'approved', (select id from auth.users where email = 'admin@demo.test'),
    now() - interval '14 days', (select id from auth.users where email = 'it@maplegrove-legal.example'), now() - interval '12 days');

  insert into app.case_studies (project_id, slug, title, summary, problem, approach, results, figures, service_anchor,
    client_named, client_label, approval_id, published_at, created_by, created_at, updated_at)
  values ((select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')), 'contract-review-in-half-the-time', 'Contract review in half the time', 'A law firm replaced two contract-analysis subscriptions with a review copilot that extracts clauses and builds checklists inside its document system.',
    'Associates spent most of a first review copying clauses into checklists, across two analysis tools that did not talk to the document system. The subscriptions had grown to over $3,000 a month.', 'We audited the tools, then built a copilot inside the existing document system: it extracts the clauses the firm cares about, drafts the review checklist and flags unusual terms for a person to decide. Lawyers tested it on closed matters for a month before it went live.', 'First reviews take about half as long, every checklist has the same structure, and the two subscriptions and the old hosting were cancelled.', '[{"label":"Software subscriptions audited","value":"3"},{"label":"Monthly software costs before","value":"$3,170"},{"label":"Monthly savings","value":"$2,670"},{"label":"Yearly savings","value":"$32,040"},{"label":"Software costs saved","value":"84 %"}]'::jsonb,
    'ai-automation', true, 'Maple Grove Legal',
    (select id from app.approvals where project_id = (select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')) and kind = 'case_study' and title = 'Contract review in half the time'), now() - interval '11 days', (select id from auth.users where email = 'admin@demo.test'), now() - interval '15 days', now() - interval '15 days');

  insert into app.approvals (project_id, kind, title, note, status, requested_by, requested_at, decided_by, decided_at)
  values ((select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')), 'testimonial', 'Testimonial from Elena Novak', 'May we publish this testimonial on our website, exactly as written below?

“The copilot does the dull first pass and our lawyers do the thinking. We cancelled two subscriptions in the first month.”

— Elena Novak, IT Director, Maple Grove Legal

You can withdraw your consent at any time from this project’s page; the quote then leaves the site.', 'approved', (select id from auth.users where email = 'admin@demo.test'),
    now() - interval '11 days', (select id from auth.users where email = 'it@maplegrove-legal.example'), now() - interval '9 days');

  insert into app.testimonials (project_id, quote, person_name, person_role, service_anchor, approval_id,
    published_at, created_by, created_at, updated_at)
  values ((select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')), 'The copilot does the dull first pass and our lawyers do the thinking. We cancelled two subscriptions in the first month.', 'Elena Novak', 'IT Director, Maple Grove Legal', 'ai-automation',
    (select id from app.approvals where project_id = (select id from app.projects where title = 'Document Review Copilot' and client_id = (select id from auth.users where email = 'it@maplegrove-legal.example')) and kind = 'testimonial' and title = 'Testimonial from Elena Novak'), now() - interval '8 days', (select id from auth.users where email = 'admin@demo.test'), now() - interval '13 days', now() - interval '13 days');

  insert into app.approvals (project_id, kind, title, note, status, requested_by, requested_at, decided_by, decided_at)
  values ((select id from app.projects where title = 'Legacy TMS Modernization' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')), 'testimonial', 'Testimonial from Marcus Chen', 'May we publish this testimonial on our website, exactly as written below?

“They moved fifteen years of shipments off our old desktop system without one missed delivery. Dispatch finally trusts the data.”

— Marcus Chen, Operations Manager, Bluewater Logistics

You can withdraw your consent at any time from this project’s page; the quote then leaves the site.', 'approved', (select id from auth.users where email = 'admin@demo.test'),
    now() - interval '10 days', (select id from auth.users where email = 'ops@bluewater-logistics.example'), now() - interval '8 days');

  insert into app.testimonials (project_id, quote, person_name, person_role, service_anchor, approval_id,
    published_at, created_by, created_at, updated_at)
  values ((select id from app.projects where title = 'Legacy TMS Modernization' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')), 'They moved fifteen years of shipments off our old desktop system without one missed delivery. Dispatch finally trusts the data.', 'Marcus Chen', 'Operations Manager, Bluewater Logistics', 'legacy-modernization',
    (select id from app.approvals where project_id = (select id from app.projects where title = 'Legacy TMS Modernization' and client_id = (select id from auth.users where email = 'ops@bluewater-logistics.example')) and kind = 'testimonial' and title = 'Testimonial from Marcus Chen'), now() - interval '7 days', (select id from auth.users where email = 'admin@demo.test'), now() - interval '13 days', now() - interval '13 days');

  insert into app.project_milestones (project_id, title, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), 'Discovery and design', current_date + -40, 0);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Discovery and design'), 'Product catalogue audit', null, 'done', true,
    (select id from auth.users where email = 'admin@demo.test'), null, current_date + -55, 0);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Discovery and design'), 'Approve the visual design', null, 'done', true,
    null, (select id from auth.users where email = 'client@demo.test'), current_date + -45, 1);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Discovery and design'), 'Design system and page templates', null, 'done', true,
    (select id from auth.users where email = 'admin@demo.test'), null, current_date + -42, 2);

  insert into app.project_milestones (project_id, title, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), 'Storefront build', current_date + 10, 1);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Storefront build'), 'Product pages and search', null, 'done', true,
    (select id from auth.users where email = 'admin@demo.test'), null, current_date + -12, 0);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Storefront build'), 'Checkout and payments', null, 'in_progress', true,
    (select id from auth.users where email = 'admin@demo.test'), null, current_date + 6, 1);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Storefront build'), 'Shipping rates integration', 'Waiting for the carrier to issue API keys.', 'blocked', true,
    (select id from auth.users where email = 'admin@demo.test'), null, current_date + -3, 2);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Storefront build'), 'Send product photos for the new categories', 'Outdoor gear and footwear: at least one photo per product, 2000 px wide.', 'todo', true,
    null, (select id from auth.users where email = 'client@demo.test'), current_date + 2, 3);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Storefront build'), 'Check the hosting margin', null, 'todo', false,
    (select id from auth.users where email = 'admin@demo.test'), null, current_date + 5, 4);

  insert into app.project_milestones (project_id, title, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), 'Data migration and launch', current_date + 45, 2);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Data migration and launch'), 'Migrate customer accounts', null, 'todo', true,
    (select id from auth.users where email = 'admin@demo.test'), null, current_date + 35, 0);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Data migration and launch'), 'Give us access to the DNS settings', null, 'todo', true,
    null, (select id from auth.users where email = 'member@demo.test'), current_date + 25, 1);

  insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values ((select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')), (select id from app.project_milestones where project_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test')) and title = 'Data migration and launch'), 'Launch checklist', null, 'todo', false,
    null, null, current_date + 44, 2);

  delete from app.activity_log where resource_id = (select id from app.projects where title = 'E-commerce Platform Rebuild' and client_id = (select id from auth.users where email = 'client@demo.test'))
  and (action like 'task_%' or action like 'milestone_%');
end
$seed$;
