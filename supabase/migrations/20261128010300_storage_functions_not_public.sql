-- The storage quota's helper functions were created with PostgreSQL's default EXECUTE for
-- PUBLIC. The app's roles are granted them by name; nobody else (anon, a role added later)
-- should be able to ask who owns which project or how many bytes a company stores.
revoke execute on function app.storage_owner_of(uuid), app.storage_owner_projects(uuid),
  app.storage_owner_of_member(uuid), app.storage_used_bytes(uuid)
  from public;
