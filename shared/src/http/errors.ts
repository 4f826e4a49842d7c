// `@wolvo/shared/http/errors`: the error texts of a failed call, for either HTTP client, without axios.
export * from './error-text';
