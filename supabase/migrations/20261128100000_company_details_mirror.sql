-- A company's own details are now edited on a form of their own (owners on the Team page,
-- staff on the client's page), which writes app.client_organizations. The staff's client list
-- and the admin's client form still read the name, address, website and billing email from
-- the owner's profile, where they lived before companies existed; so a change of the company's
-- details is copied onto its owners' profiles here, in the same statement, and the two never
-- disagree. Only the columns that changed are copied, so the client form's own write-back
-- (profile first, then the company) does not bounce. Trusted: a client owner may not write
-- other owners' profiles, and the profile guard lets the definer's write through.
create function app.client_organizations_copy_to_owners() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update app.profiles p
     set company_name = case when new.name is distinct from old.name then new.name else p.company_name end,
         address = case when new.address is distinct from old.address then new.address else p.address end,
         website = case when new.website is distinct from old.website then new.website else p.website end,
         billing_email = case when new.billing_email is distinct from old.billing_email then new.billing_email
                              else p.billing_email end
    from app.organization_members m
   where m.organization_id = new.id and m.company_role = 'owner' and p.id = m.profile_id;
  return null;
end
$$;
revoke execute on function app.client_organizations_copy_to_owners() from public, anon, authenticated;

create trigger client_organizations_copy_to_owners
  after update of name, address, website, billing_email on app.client_organizations
  for each row
  when ((old.name, old.address, old.website, old.billing_email)
        is distinct from (new.name, new.address, new.website, new.billing_email))
  execute function app.client_organizations_copy_to_owners();
