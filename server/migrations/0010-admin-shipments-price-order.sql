-- The admin's shipment list and its CSV export sorted by price (decision 0071): their order is the
-- price (the accepted one, else the listed one), then the default order, newest first with the id
-- after. Without this index every request sorted all matching rows: on 100,000 shipments page
-- 2,000 spilled a 57 MB sort to disk. With it the page and each export batch read the index.
create index shipments_price_order on shipments (
  (coalesce(accepted_total_price, total_price)) desc, created_at desc, shipment_id desc
);
