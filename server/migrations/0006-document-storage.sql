-- Documents' bytes move out of the table (issue 32, docs/server.md "Documents' storage"): a row keeps
-- the file's metadata, its size and the key of its bytes in the document storage (the local disk or
-- an S3-compatible bucket, server/storage/). The thumbnail (at most 16 KB) stays in the row: the
-- courier card and the lists show it inline, and one row read is cheaper than a storage round trip.
-- Rows stored before this migration keep their bytes in `bytes` until the server's start moves them
-- to the storage (server/storage/move-bytes.ts); a row has its bytes in exactly one of the two.
alter table documents
  add column storage_key uuid unique,
  add column size integer;
update documents set size = octet_length(bytes);
alter table documents
  alter column size set not null,
  add constraint documents_size_check check (size between 1 and 5242880),
  alter column bytes drop not null,
  add constraint documents_bytes_or_key_check check ((bytes is null) <> (storage_key is null));
-- The rows whose bytes are still to move.
create index documents_bytes_to_move on documents (document_id) where bytes is not null;
