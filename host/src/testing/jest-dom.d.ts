// Types of the DOM matchers that the shared jest setup registers (toBeInTheDocument, ...).
/// <reference types="@testing-library/jest-dom" />
