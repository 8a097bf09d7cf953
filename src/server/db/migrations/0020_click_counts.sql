CREATE TABLE "mail_link_clicks" (
	"link_id" bigint NOT NULL,
	"delivery_id" bigint NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_link_clicks_link_id_delivery_id_pk" PRIMARY KEY("link_id","delivery_id")
);
--> statement-breakpoint
CREATE TABLE "mail_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mail_id" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_link_clicks" ADD CONSTRAINT "mail_link_clicks_link_id_mail_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."mail_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_link_clicks" ADD CONSTRAINT "mail_link_clicks_delivery_id_mail_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."mail_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_links" ADD CONSTRAINT "mail_links_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_link_clicks_delivery_idx" ON "mail_link_clicks" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_links_mail_position_unique" ON "mail_links" USING btree ("mail_id","position");