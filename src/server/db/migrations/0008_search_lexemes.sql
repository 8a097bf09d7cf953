CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
