/** Where a paged list is: the first row shown and the page size. */
export interface Paging {
  offset: number;
  limit: number;
}
