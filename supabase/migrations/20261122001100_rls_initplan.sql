-- Same rules, evaluated once per query instead of once per row: wrapping the helper calls
-- in a scalar subquery lets PostgreSQL run them as an InitPlan (the pattern Supabase
-- recommends for RLS performance). The admin lists scan 10,000 clients and 50,000
-- projects; per-row is_admin() calls made them take seconds.

alter policy profiles_select on public.profiles
  using (id = (select auth.uid()) or (select public.is_admin()));
alter policy profiles_insert on public.profiles
  with check (id = (select auth.uid()) or (select public.is_admin()));
alter policy profiles_update on public.profiles
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));
alter policy profiles_delete on public.profiles
  using ((select public.is_admin()) and id <> (select auth.uid()));

alter policy projects_select on public.projects
  using (client_id = (select auth.uid()) or (select public.is_admin()));
alter policy projects_admin_insert on public.projects
  with check ((select public.is_admin()));
alter policy projects_admin_update on public.projects
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy projects_admin_delete on public.projects
  using ((select public.is_admin()));

alter policy custom_field_definitions_admin on public.custom_field_definitions
  using ((select public.is_admin())) with check ((select public.is_admin()));
