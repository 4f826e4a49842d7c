// The workspace-root jest run ignores a project's `testTimeout`; seeding a database needs more than 5 s.
jest.setTimeout(60_000);
