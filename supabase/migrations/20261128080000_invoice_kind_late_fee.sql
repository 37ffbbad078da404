-- A late fee is an invoice of its own kind (it names the invoice it is for): its own number,
-- its own payment, so an invoice already sent is never changed. The value gets its own
-- migration because PostgreSQL cannot use an enum value in the transaction that adds it.
alter type app.invoice_kind add value if not exists 'late_fee';
