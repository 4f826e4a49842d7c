// `@wolvo/shared/contracts/core`: the constants and roles the login page needs before its form is usable,
// without the rest of the contracts (statuses, permissions, DTO helpers: about 4 KB gzip). Every name here
// is also exported by `@wolvo/shared/contracts`; they are plain values, so the two copies agree.
export * from './constants';
export * from './roles';
