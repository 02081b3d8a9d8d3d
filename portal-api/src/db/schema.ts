/** The database schema. Version 1; later versions add migrations after it. */
export const SCHEMA_V1 = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  user_type TEXT NOT NULL CHECK (user_type IN ('professional', 'company')),
  name TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  phone_number TEXT,
  location TEXT,
  website TEXT,
  industry TEXT,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT,
  email TEXT NOT NULL,
  phone_number TEXT,
  inquiry_type TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The write budget reads the last hour of both, and old contact messages are deleted, by created_at.
CREATE INDEX IF NOT EXISTS contact_messages_created_at ON contact_messages (created_at);
CREATE INDEX IF NOT EXISTS newsletter_subscribers_created_at ON newsletter_subscribers (created_at);

CREATE TABLE IF NOT EXISTS blogs (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  body TEXT NOT NULL,
  file_url TEXT,
  file_type TEXT CHECK (file_type IN ('image', 'video')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS team_members (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  description TEXT NOT NULL,
  experience TEXT NOT NULL,
  expertise TEXT NOT NULL,
  photo_path TEXT,
  linkedin TEXT,
  email TEXT
);

CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('professional', 'company')),
  reviewer_name TEXT NOT NULL,
  review TEXT NOT NULL,
  rating REAL NOT NULL,
  reviewer_image TEXT,
  title TEXT,
  results TEXT NOT NULL,
  company_name TEXT,
  industry TEXT,
  profession TEXT,
  position TEXT,
  previous_role TEXT
);

CREATE TABLE IF NOT EXISTS services (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  key TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  features TEXT NOT NULL,
  expertise TEXT NOT NULL,
  route TEXT,
  button_text TEXT,
  color TEXT,
  icon TEXT
);

CREATE TABLE IF NOT EXISTS projects (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  client TEXT NOT NULL,
  industry TEXT NOT NULL,
  summary TEXT NOT NULL,
  year INTEGER NOT NULL
);
`;
