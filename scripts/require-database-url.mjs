// `npm run test:pg` runs the API suite against a PostgreSQL server you run yourself.
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg');
  process.exit(1);
}
