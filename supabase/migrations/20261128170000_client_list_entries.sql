-- The staff's client list shows one row per client company: its first owner (or a client in
-- no company at all), searched by the company's name and any of its people's names and emails.
-- Deciding that per request meant probing every client's memberships and joining every
-- company's people to search them: at 10,000 clients on PostgreSQL the search's page took
-- 80-110 ms at p95. The answer changes only when a membership, a person's name or email, or a
-- company's name changes, so it is kept here by triggers on those tables; the list reads one
-- row per company with its search text ready.
--
-- The rule itself lives in app.refresh_client_list_entries and nowhere else: a test replays
-- it over every client and compares with what the triggers kept.

create table app.client_list_entries (
  profile_id uuid primary key references app.profiles (id) on delete cascade,
  -- Lower-cased company name(s), and every person's name and email, one a line.
  search text not null
);

alter table app.client_list_entries enable row level security;
revoke all on app.client_list_entries from public, anon, authenticated;
grant select on app.client_list_entries to authenticated;
grant all on app.client_list_entries to service_role;
create policy client_list_entries_select on app.client_list_entries for select to authenticated
  using ((select app.is_admin()));

-- The rule for one person: listed when a client and no membership of theirs is other than the
-- company's first owner (owners by joining order, then id). Every statement looks the person up
-- by key, so a refresh costs the same however many clients there are, also in a bulk load whose
-- table statistics are not yet up to date (a set-based version read every client per call then).
create function app.refresh_client_list_entry(p_person uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  entry text;
begin
  select lower(concat_ws(E'\n', p.company_name, co.name,
           case when om.organization_id is null then concat_ws(E'\n', p.full_name, p.email)
                else (select string_agg(concat_ws(E'\n', p2.full_name, p2.email), E'\n' order by p2.id)
                        from app.organization_members m2
                        join app.profiles p2 on p2.id = m2.profile_id
                       where m2.organization_id = om.organization_id) end))
    into entry
    from app.profiles p
    left join app.organization_members om on om.profile_id = p.id
    left join app.client_organizations co on co.id = om.organization_id
   where p.id = p_person
     and p.role = 'client'
     and (om.organization_id is null or (om.company_role = 'owner' and not exists (
           select 1 from app.organization_members o2
            where o2.organization_id = om.organization_id and o2.company_role = 'owner'
              and (o2.created_at, o2.profile_id) < (om.created_at, om.profile_id))));
  if found then
    insert into app.client_list_entries (profile_id, search) values (p_person, entry)
    on conflict (profile_id) do update set search = excluded.search
     where app.client_list_entries.search is distinct from excluded.search;
  else
    delete from app.client_list_entries e where e.profile_id = p_person;
  end if;
end
$$;
revoke execute on function app.refresh_client_list_entry(uuid) from public, anon, authenticated;

-- Brings into line the entries of `p_people`, of everyone in their companies and of everyone
-- in `p_organizations` (a change to one person can move their company's row to another).
create function app.refresh_client_list_entries(p_people uuid[], p_organizations uuid[]) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  companies uuid[] := p_organizations
    || array(select m.organization_id from app.organization_members m where m.profile_id = any (p_people));
  person uuid;
begin
  for person in
    select unnest(p_people)
    union
    select m.profile_id from app.organization_members m where m.organization_id = any (companies)
  loop
    perform app.refresh_client_list_entry(person);
  end loop;
end
$$;
revoke execute on function app.refresh_client_list_entries(uuid[], uuid[]) from public, anon, authenticated;

-- Memberships: statement-level, so a seed or an import of thousands of people refreshes once.
create function app.organization_members_relist() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform app.refresh_client_list_entries(array(select n.profile_id from new_rows n),
                                            array(select n.organization_id from new_rows n));
  elsif tg_op = 'UPDATE' then
    perform app.refresh_client_list_entries(
      array(select n.profile_id from new_rows n union select o.profile_id from old_rows o),
      array(select n.organization_id from new_rows n union select o.organization_id from old_rows o));
  else
    perform app.refresh_client_list_entries(array(select o.profile_id from old_rows o),
                                            array(select o.organization_id from old_rows o));
  end if;
  return null;
end
$$;
revoke execute on function app.organization_members_relist() from public, anon, authenticated;
create trigger organization_members_relist_insert after insert on app.organization_members
  referencing new table as new_rows for each statement execute function app.organization_members_relist();
create trigger organization_members_relist_update after update on app.organization_members
  referencing old table as old_rows new table as new_rows for each statement execute function app.organization_members_relist();
create trigger organization_members_relist_delete after delete on app.organization_members
  referencing old table as old_rows for each statement execute function app.organization_members_relist();

-- People: a new client is listed at once (alone until they join a company); a changed name,
-- email, company name or role changes their company's entry.
create function app.profiles_relist_inserted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform app.refresh_client_list_entries(array(select n.id from new_rows n where n.role = 'client'), '{}');
  return null;
end
$$;
revoke execute on function app.profiles_relist_inserted() from public, anon, authenticated;
create trigger profiles_relist_insert after insert on app.profiles
  referencing new table as new_rows for each statement execute function app.profiles_relist_inserted();

create function app.profiles_relist_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform app.refresh_client_list_entries(array[new.id], '{}');
  return null;
end
$$;
revoke execute on function app.profiles_relist_changed() from public, anon, authenticated;
create trigger profiles_relist_update after update of full_name, email, company_name, role on app.profiles
  for each row
  when (old.full_name is distinct from new.full_name or old.email is distinct from new.email
        or old.company_name is distinct from new.company_name or old.role is distinct from new.role)
  execute function app.profiles_relist_changed();

-- Companies: a new name.
create function app.client_organizations_relist() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform app.refresh_client_list_entries('{}', array[new.id]);
  return null;
end
$$;
revoke execute on function app.client_organizations_relist() from public, anon, authenticated;
create trigger client_organizations_relist after update of name on app.client_organizations
  for each row when (old.name is distinct from new.name)
  execute function app.client_organizations_relist();

select app.refresh_client_list_entries(array(select p.id from app.profiles p where p.role = 'client'), '{}');
