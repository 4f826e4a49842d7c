// The version of @wolvo/shared's contracts as a remote sees them: the event bus's payloads, the session and
// HTTP APIs, the federation types and the DTOs a remote reads. The package itself is `workspace:*`, so its
// own version says nothing; this one does. Bump the major when a contract changes incompatibly (a field
// removed or retyped, an event renamed), the minor when one is added. Each remote's build declares
// `^` of the version it was built against (shared/build/remote-needs.js reads this line: keep its shape),
// and the shell refuses to load a remote whose range this version does not satisfy (issue #40).
export const SHARED_CONTRACT_VERSION = '1.0.0';
