-- The server's own state, before any business table (docs/server.md).

-- The server clock: real time plus an offset, moved only in test mode (POST /__mock/clock). One row,
-- shared by every server process on the database, so two processes settle tenders by one clock.
create table server_clock (
  id smallint primary key default 1 check (id = 1),
  offset_ms bigint not null default 0 check (offset_ms >= 0)
);
insert into server_clock (id, offset_ms) values (1, 0);

-- SMS leave after commit: a request writes its message here in its own transaction, the SMS driver
-- sends what is unsent afterwards and marks it. Test mode reads it (GET /__mock/sms).
create table sms_outbox (
  id bigint generated always as identity primary key,
  phone varchar(20) not null,
  code varchar(12) not null default '',
  text varchar(500) not null,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index sms_outbox_phone on sms_outbox (phone, id desc);
create index sms_outbox_unsent on sms_outbox (id) where sent_at is null;
