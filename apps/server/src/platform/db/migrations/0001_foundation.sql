CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"ip" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"stage" text DEFAULT 'PUBLIC' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"user_type" text DEFAULT 'STANDARD' NOT NULL,
	"linked_person_id" uuid,
	"delinked_at" timestamp with time zone,
	"staff_role" text,
	"provider_newborn" boolean DEFAULT false NOT NULL,
	"provider_presumptive" boolean DEFAULT false NOT NULL,
	"provider_bccm" boolean DEFAULT false NOT NULL,
	"display_regular_epass" boolean DEFAULT true NOT NULL,
	"auth_rep_epass_enabled" boolean DEFAULT false NOT NULL,
	"can_appeal" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "case_programs" (
	"case_id" uuid NOT NULL,
	"program_code" text NOT NULL,
	"status" text NOT NULL,
	"started_on" date NOT NULL,
	CONSTRAINT "case_programs_case_id_program_code_pk" PRIMARY KEY("case_id","program_code")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"household_id" uuid NOT NULL,
	"primary_person_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"caseworker_id" uuid,
	"status" text NOT NULL,
	"opened_on" date NOT NULL,
	"closed_on" date,
	"certification_end_on" date,
	CONSTRAINT "cases_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "caseworkers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"email" text,
	CONSTRAINT "caseworkers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"household_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	CONSTRAINT "household_members_household_id_person_id_pk" PRIMARY KEY("household_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_line1" text,
	"city" text,
	"state" text,
	"zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"county" text NOT NULL,
	"dss_code" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"hours" text
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"ssn_enc" text,
	"ssn_index" text,
	"birth_date_enc" text,
	"gender" text,
	"email" text,
	"phone" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"zip" text,
	"county" text,
	"preferred_language" text DEFAULT 'en-US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_table_items" (
	"table_name" text NOT NULL,
	"value" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"sort_order" integer NOT NULL,
	"child_table" text,
	CONSTRAINT "code_table_items_table_name_value_pk" PRIMARY KEY("table_name","value")
);
--> statement-breakpoint
CREATE TABLE "code_tables" (
	"table_name" text PRIMARY KEY NOT NULL,
	"default_value" text
);
--> statement-breakpoint
CREATE TABLE "external_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"locale_identifier" text NOT NULL,
	"record_status" text DEFAULT 'RST1' NOT NULL,
	"link_url" text NOT NULL,
	"link_text" text NOT NULL,
	"static_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_linked_person_id_persons_id_fk" FOREIGN KEY ("linked_person_id") REFERENCES "persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_programs" ADD CONSTRAINT "case_programs_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_primary_person_id_persons_id_fk" FOREIGN KEY ("primary_person_id") REFERENCES "persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_caseworker_id_caseworkers_id_fk" FOREIGN KEY ("caseworker_id") REFERENCES "caseworkers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caseworkers" ADD CONSTRAINT "caseworkers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_table_items" ADD CONSTRAINT "code_table_items_table_name_code_tables_table_name_fk" FOREIGN KEY ("table_name") REFERENCES "code_tables"("table_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "cases_primary_person_idx" ON "cases" USING btree ("primary_person_id");--> statement-breakpoint
CREATE INDEX "persons_ssn_index_idx" ON "persons" USING btree ("ssn_index");