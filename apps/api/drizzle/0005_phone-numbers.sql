-- Phone numbers in one stored form (decision 016): every mobile_num / recipient_mobile becomes +977 and the ten
-- digits of a Nepali mobile (9841234567, +977-9841234567, 977 9841234567, 98412 34567, (+977) 984-1234567 all
-- become +9779841234567). A value that is not a Nepali mobile (an old landline, a foreign number) stays as it
-- is. The function repeats the mobile half of packages/shared/src/phone.ts and is dropped at the end.
-- Safe to run again: a stored value converts to itself and is not touched.
CREATE FUNCTION "oxs_0005_mobile"(raw text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN national ~ '^9[78][0-9]{8}$' THEN '+977' || national END
  FROM (
    SELECT CASE
      WHEN c ~ '^\+977' THEN substr(c, 5)
      WHEN c ~ '^00977' THEN substr(c, 6)
      WHEN c ~ '^977' AND length(c) = 13 THEN substr(c, 4)
      ELSE c
    END AS national
    FROM (
      SELECT CASE
        WHEN s ~ '^(\+?977)?\(\+?[0-9]{1,4}\)[0-9]+$' THEN translate(s, '()', '')
        ELSE s
      END AS c
      FROM (
        SELECT regexp_replace(translate(raw, '०१२३४५६७८९', '0123456789'), '[[:space:]\u00a0.-]', '', 'g') AS s
      ) AS written
    ) AS unbracketed
  ) AS parts
$$;
--> statement-breakpoint
UPDATE "users" SET "mobile_num" = "oxs_0005_mobile"("mobile_num")
WHERE "oxs_0005_mobile"("mobile_num") <> "mobile_num";
--> statement-breakpoint
UPDATE "delivery_addresses" SET "mobile_num" = "oxs_0005_mobile"("mobile_num")
WHERE "oxs_0005_mobile"("mobile_num") <> "mobile_num";
--> statement-breakpoint
UPDATE "order_lines" SET "recipient_mobile" = "oxs_0005_mobile"("recipient_mobile")
WHERE "oxs_0005_mobile"("recipient_mobile") <> "recipient_mobile";
--> statement-breakpoint
UPDATE "gifts" SET "recipient_mobile" = "oxs_0005_mobile"("recipient_mobile")
WHERE "oxs_0005_mobile"("recipient_mobile") <> "recipient_mobile";
--> statement-breakpoint
-- The delivery address an order was placed with is a JSON snapshot.
UPDATE "orders"
SET "delivery_address" = jsonb_set("delivery_address", '{mobile_num}', to_jsonb("oxs_0005_mobile"("delivery_address"->>'mobile_num')))
WHERE jsonb_typeof("delivery_address") = 'object'
  AND "oxs_0005_mobile"("delivery_address"->>'mobile_num') <> "delivery_address"->>'mobile_num';
--> statement-breakpoint
-- Cart lines: the recipient's mobile is also the second-last element of merge_key (the JSON array
-- cart.service.ts mergeKey writes: ...,"<mobile>","<relation, lower-case>"]). The key is rewritten with it, so
-- adding the same gift again still finds its line. Where two lines of a user would end up with one key (the
-- same recipient written two ways), the first takes it and the other keeps its old key: the lines stay apart,
-- as they were, instead of breaking cart_items_merge_key.
WITH changed AS (
  SELECT "id", "user_id", "express", "merge_key", "oxs_0005_mobile"("recipient_mobile") AS phone,
         ',"' || "recipient_mobile" || '","' || lower(coalesce("relation", '')) || '"]' AS old_tail,
         ',"' || "oxs_0005_mobile"("recipient_mobile") || '","' || lower(coalesce("relation", '')) || '"]' AS new_tail
  FROM "cart_items"
  WHERE "oxs_0005_mobile"("recipient_mobile") <> "recipient_mobile"
), rekeyed AS (
  SELECT "id", "user_id", "express", "merge_key", phone,
         CASE WHEN right("merge_key", length(old_tail)) = old_tail
              THEN left("merge_key", length("merge_key") - length(old_tail)) || new_tail
              ELSE "merge_key" END AS new_key
  FROM changed
), ranked AS (
  SELECT *, row_number() OVER (PARTITION BY "user_id", "express", new_key ORDER BY "id") AS nth FROM rekeyed
)
UPDATE "cart_items" AS c
SET "recipient_mobile" = r.phone,
    "merge_key" = CASE
      WHEN r."express" THEN r.new_key
      WHEN r.nth = 1 AND NOT EXISTS (
        SELECT 1 FROM "cart_items" AS o
        WHERE o."user_id" = r."user_id" AND NOT o."express" AND o."merge_key" = r.new_key AND o."id" <> r."id"
      ) THEN r.new_key
      ELSE r."merge_key"
    END
FROM ranked AS r
WHERE c."id" = r."id";
--> statement-breakpoint
DROP FUNCTION "oxs_0005_mobile"(text);
