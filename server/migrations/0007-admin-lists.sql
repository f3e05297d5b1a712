-- The admin's members, approvals and shipments lists (issue 32): indexes for their default order
-- (newest first, the id breaking ties) and the filters they take; the Turkish search reads the
-- rows a filter leaves (docs/server.md "The admin lists").
create index users_newest on users (created_at desc, user_id desc);
create index users_status on users (status, created_at desc, user_id desc);
create index shipments_newest on shipments (created_at desc, shipment_id desc);
create index shipments_start_city on shipments (((start_address ->> 'cityId')::int), created_at desc);

-- A rejection's SMS carries the reason (up to 500 characters) after its own text.
alter table sms_outbox alter column text type varchar(1000);
