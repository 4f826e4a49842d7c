// A server-paged table's pieces: the page loader hook, the pagination, the empty row and the load error.
export * from './use-paged-list';
export * from './list-pagination';
export * from './empty-table-row';
export * from './list-load-error';
export * from './skeleton-rows';
