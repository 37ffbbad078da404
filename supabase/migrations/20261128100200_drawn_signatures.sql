-- The optional drawn signature beside the typed name, on the client's acceptance and on the
-- team's countersignature: the pad's strokes as a list of point lists (lib/proposals/
-- drawn-signature.ts checks every point before it is written). Kept with the signature record
-- it belongs to, which nobody may change afterwards; only an acceptance carries one.
alter table app.proposal_decisions
  add column drawn_signature jsonb
    check (drawn_signature is null
           or (jsonb_typeof(drawn_signature) = 'array' and length(drawn_signature::text) <= 100000)),
  add constraint proposal_decisions_drawing_only_when_signed
    check (drawn_signature is null or decision = 'accepted');

alter table app.proposal_countersignatures
  add column drawn_signature jsonb
    check (drawn_signature is null
           or (jsonb_typeof(drawn_signature) = 'array' and length(drawn_signature::text) <= 100000));
