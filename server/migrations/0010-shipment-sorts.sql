-- The admin shipments' sorts (issue 32, decision 0069): an index in each order the list and its
-- streamed export read (the sort key, then newest first, then the id; the descending sorts scan an
-- ascending index backwards), so each keyset batch of an export starts where the last one ended
-- instead of sorting the rows that remain. Newest first is 0007's shipments_newest.
create index shipments_price_newest on shipments
  ((coalesce(accepted_total_price, total_price)), created_at desc, shipment_id desc);
create index shipments_price_oldest on shipments
  ((coalesce(accepted_total_price, total_price)), created_at, shipment_id);
create index shipments_status_newest on shipments (status, created_at desc, shipment_id desc);
create index shipments_status_oldest on shipments (status, created_at, shipment_id);
create index shipments_oldest on shipments (created_at, shipment_id desc);
