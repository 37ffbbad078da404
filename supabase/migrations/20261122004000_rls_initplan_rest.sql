-- The policies added or missed after 20261122001100_rls_initplan, in the same form: helper
-- calls wrapped in a scalar subquery run once per query (InitPlan), not once per row. The
-- Inquiries inbox counted 1,000 rows with one is_admin() call each (about 60 ms).

alter policy software_audits_admin_write on public.software_audits
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy software_audit_items_admin_write on public.software_audit_items
  using ((select public.is_admin())) with check ((select public.is_admin()));

alter policy activity_log_admin_select on public.activity_log
  using ((select public.is_admin()));
alter policy activity_log_client_project_select on public.activity_log
  using (resource_type = 'project' and resource_id is not null
         and exists (select 1 from public.projects p where p.id = resource_id and p.client_id = (select auth.uid())));

alter policy security_events_admin_select on public.security_events
  using ((select public.is_admin()));

alter policy contact_inquiries_admin_select on public.contact_inquiries
  using ((select public.is_admin()));
alter policy contact_inquiries_admin_update on public.contact_inquiries
  using ((select public.is_admin())) with check ((select public.is_admin()));

alter policy support_tickets_select on public.support_tickets
  using (client_id = (select auth.uid()) or (select public.is_admin()));
alter policy support_tickets_client_insert on public.support_tickets
  with check (
    client_id = (select auth.uid())
    and status = 'open'
    and (select public.current_user_role()) = 'client'
    and (project_id is null
         or exists (select 1 from public.projects p where p.id = project_id and p.client_id = (select auth.uid())))
  );
alter policy support_tickets_admin_update on public.support_tickets
  using ((select public.is_admin())) with check ((select public.is_admin()));

alter policy project_files_admin_insert on public.project_files
  with check ((select public.is_admin()));
alter policy project_files_admin_delete on public.project_files
  using ((select public.is_admin()));
