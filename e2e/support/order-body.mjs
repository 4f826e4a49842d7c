/**
 * A valid POST /v1/order/add body for one of the caller's companies: the browser tests and the API
 * benchmark create their orders with it.
 * @param {number} businessId one of the caller's companies
 */
export function newOrderBody(businessId) {
  return {
    businessId,
    service: 'DELIVERY',
    recipient: {
      fullname: 'Sarra Ben Salah',
      phone1: '22123456',
      delegation: 'Tunis',
      city: 'La Marsa',
      address: '12 Rue de la Liberté',
    },
    merchandise: 'Robe en lin',
    merchandiseQuantity: 1,
    price: 89_500,
    paymentType: 'CACHE',
    canOpen: true,
    fragile: false,
  };
}
