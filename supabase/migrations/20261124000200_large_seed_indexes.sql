-- Admin screens at the large seed (10,000 clients, 50,000 projects).
--
-- Under RLS, PostgreSQL may only use a query's own condition as an index condition when its
-- operator is leakproof. Equality on an enum (enum_eq) is not, so `role = 'client'` cannot
-- narrow profiles_company_name_idx (role, lower(company_name), id) for the `authenticated`
-- role: the client list read all 10,000 profiles and sorted them for every page. A partial
-- index needs no index condition: its predicate is proved from the query's WHERE, and its
-- order is the list's order, so a page reads its 20 rows and stops.

-- Clients list and the client picker: role = 'client', ordered by lower(company_name), id.
create index profiles_client_company_idx on app.profiles (lower(company_name), id) where role = 'client';

-- Users list filtered to a staff role (role = 'admin' implies role <> 'client'), newest first:
-- a handful of rows instead of a walk over every client's profile.
create index profiles_staff_created_idx on app.profiles (created_at desc, id desc) where role <> 'client';
