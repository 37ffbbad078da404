-- A changed sign-in email can be undone from the old address for 7 days: the notice mailed
-- there carries a one-time link of its own purpose, and the address it restores is kept in
-- new_email (the address the link sets, as for an email-change link).

alter table app.account_tokens drop constraint account_tokens_purpose_check;
alter table app.account_tokens add constraint account_tokens_purpose_check
  check (purpose in ('password_reset', 'email_change', 'email_change_undo'));

alter table app.account_tokens drop constraint account_tokens_email_change_has_email;
alter table app.account_tokens add constraint account_tokens_email_change_has_email
  check ((purpose in ('email_change', 'email_change_undo')) = (new_email is not null));
