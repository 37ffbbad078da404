-- The storage a company uses, as its people read it. app.storage_used_bytes runs as the
-- caller, so RLS narrows the files it adds up: a member restricted to some projects, or a
-- billing member, counted only the files of the projects they are on, and their files page
-- showed less than the company really stores (the quota trigger, a definer, always counted all).
-- This function counts the whole company for staff and for the company's own people, and
-- answers nothing (null) for anyone else. It returns only the number: no file, name or project
-- leaves it. It takes no other company than the caller's, so it cannot be used to probe.
create function app.company_storage_used_bytes(p_company uuid) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select app.storage_used_bytes(p_company)
   where (select app.is_admin())
      or p_company = (select app.storage_owner_of_member((select auth.uid())))
$$;
revoke execute on function app.company_storage_used_bytes(uuid) from public, anon;
grant execute on function app.company_storage_used_bytes(uuid) to authenticated, service_role;
