/**
 * A value parsed from an HTTP or GraphQL answer (or a fuzzed request body). Tests assert on its
 * contents, not on its static type, and reach into it freely (`res.body.items[0].id`): typing every
 * answer would restate the schema in each test. This is the one deliberate `any` in the test code;
 * the lint forbids it everywhere else.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON that assertions read (see above)
export type Json = any;
