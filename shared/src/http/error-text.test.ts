import axios, { CanceledError } from 'axios';
import { makeAxiosError } from '../testing/axios-error';
import { errorTextOf, isCancelledRequest } from './error-text';

describe('errorTextOf (spec section 8 order)', () => {
  it('takes the first item of a message list', () => {
    expect(
      errorTextOf(
        makeAxiosError({
          status: 400,
          data: { message: ['order.id.invalid', 'other'], error: 'Bad Request' },
        }),
      ),
    ).toBe('order.id.invalid');
  });

  it('else the message string', () => {
    expect(
      errorTextOf(
        makeAxiosError({ status: 404, data: { message: 'order.not-found', error: 'Not Found' } }),
      ),
    ).toBe('order.not-found');
  });

  it('else the error field (empty list or empty message)', () => {
    expect(
      errorTextOf(makeAxiosError({ status: 409, data: { message: [], error: 'Conflict' } })),
    ).toBe('Conflict');
    expect(
      errorTextOf(makeAxiosError({ status: 409, data: { message: '', error: 'Conflict' } })),
    ).toBe('Conflict');
  });

  it.each([400, 401, 403, 404, 422, 500])('else SERVER_ERROR for %i', (status) => {
    expect(errorTextOf(makeAxiosError({ status, data: { statusCode: status } }))).toBe(
      'SERVER_ERROR',
    );
  });

  it('gives API_ERROR for other statuses without a message (gateways) and for non-HTTP errors', () => {
    expect(errorTextOf(makeAxiosError({ status: 502, data: '<html>Bad gateway</html>' }))).toBe(
      'API_ERROR',
    );
    expect(errorTextOf(new TypeError('x is undefined'))).toBe('API_ERROR');
    expect(errorTextOf(undefined)).toBe('API_ERROR');
  });

  it('gives NO_RESPONSE for a response without data', () => {
    expect(errorTextOf(makeAxiosError({ status: 500, data: '' }))).toBe('NO_RESPONSE');
    expect(errorTextOf(makeAxiosError({ status: 404, data: undefined }))).toBe('NO_RESPONSE');
    expect(errorTextOf(makeAxiosError({ status: 503, data: null }))).toBe('NO_RESPONSE');
  });

  it('gives NO_RESPONSE, not a server error, when no response came back (offline, unreachable)', () => {
    expect(errorTextOf(makeAxiosError())).toBe('NO_RESPONSE');
  });

  it('keeps SERVER_ERROR for a server that answered a bare 500', () => {
    expect(errorTextOf(makeAxiosError({ status: 500, data: { statusCode: 500 } }))).toBe(
      'SERVER_ERROR',
    );
  });

  it('gives nothing for a cancelled request', () => {
    const cancelled = new CanceledError();
    expect(isCancelledRequest(cancelled)).toBe(true);
    expect(axios.isCancel(cancelled)).toBe(true);
    expect(errorTextOf(cancelled)).toBe('');
  });

  it('ignores non-string message items', () => {
    expect(
      errorTextOf(makeAxiosError({ status: 400, data: { message: [42], error: 'Bad Request' } })),
    ).toBe('Bad Request');
  });
});
