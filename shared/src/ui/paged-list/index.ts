// A server-paged table's pieces (`useApiPage` of `@wolvo/shared/query` loads the page): the empty row and the load error, and below
// 600 px its cards and filter sheet. The pagination is an entry of its own
// (`@wolvo/shared/ui/paged-list/pagination`): a shared module is loaded whole, and MUI's TablePagination
// (with the Intl.NumberFormat its module creates) would slow every page using the hook.
export type { Paging } from './paging';
export * from './empty-table-row';
export * from './empty-list-block';
export * from './list-load-error';
export * from './skeleton-rows';
export * from './list-cards';
export * from './filter-sheet';
export * from './bulk-bar-dock';
export * from './search-field';
export * from './use-forward-cursor';
export * from './table-cells';
