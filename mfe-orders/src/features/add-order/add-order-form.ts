// The form's values, checks and server-error parsing live with the shared order form (add order and
// add exchange both use it); this path stays for the code that imports it from here.
export * from '../../components/order-form/order-form-values';
