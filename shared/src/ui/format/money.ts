// The one money format lives with the contracts (the API's PDFs and spreadsheets use it too); this entry
// hands it to the screens without the contracts barrel.
export {
  dinarsToMillimes,
  formatAmount,
  formatDinars,
  millimesToInput,
  moneyStyleOf,
  withCurrency,
} from '../../contracts/money';
