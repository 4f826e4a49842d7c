/** The orders page every order route answers to (team members need its action). */
export const ORDERS_PAGE = 'ORDERS_ORDER_OF_THE_DAY';
/** Staff edit orders from reclamation > edits (spec section 6). */
export const STAFF_EDITS_PAGE = 'RECLAMATION_EDITS';
