-- The back office's second part (issue 26): customers changed (notes, deactivation), promotions
-- and the shop's settings each need their own permission. The preset roles take them as
-- contracts staff.ts PRESET_ROLES says; roles a shop made itself are left as they are.
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['customers.write','promotions.manage','settings.manage'] WHERE "id" = 'owner' AND NOT ('settings.manage' = ANY("permissions"));--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['customers.write'] WHERE "id" = 'orders' AND NOT ('customers.write' = ANY("permissions"));
