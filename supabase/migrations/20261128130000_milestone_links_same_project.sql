-- A milestone may point at the invoice or the approval it leads to, but only one of its own
-- project: a link to another project's invoice would show a client a stranger's bill from
-- their plan. The single-column references are replaced by references on (id, project_id),
-- so the database itself refuses a foreign link whoever writes it; removing the invoice or
-- the approval clears only the link, never the milestone's project.

create unique index invoices_id_project_idx on app.invoices (id, project_id);
create unique index approvals_id_project_idx on app.approvals (id, project_id);

alter table app.project_milestones
  drop constraint project_milestones_invoice_id_fkey,
  drop constraint project_milestones_approval_id_fkey,
  add constraint project_milestones_invoice_same_project
    foreign key (invoice_id, project_id) references app.invoices (id, project_id) on delete set null (invoice_id),
  add constraint project_milestones_approval_same_project
    foreign key (approval_id, project_id) references app.approvals (id, project_id) on delete set null (approval_id);

-- The reference checks read by these columns.
create index project_milestones_invoice_idx on app.project_milestones (invoice_id) where invoice_id is not null;
create index project_milestones_approval_idx on app.project_milestones (approval_id) where approval_id is not null;
