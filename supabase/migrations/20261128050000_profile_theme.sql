-- The colour theme a person chose in the portal ('system', 'light' or 'dark'; null until they
-- choose), so it follows them to every browser they sign in on. The profile's own row is
-- already writable by its owner under profiles_update; nothing else in the row depends on it.
alter table app.profiles
  add column theme text check (theme in ('system', 'light', 'dark'));
