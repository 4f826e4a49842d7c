import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { httpClient } from '@wolvo/shared/http';
import { callApi } from './index';

describe('callApi', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends a file as the body and reports its upload as the share sent, once the size is known', async () => {
    let config: AxiosRequestConfig = {};
    jest.spyOn(httpClient, 'request').mockImplementation((c: AxiosRequestConfig) => {
      config = c;
      return Promise.resolve({ data: { rows: [] } });
    });
    const body = new Blob(['PK'], { type: 'application/octet-stream' });
    const shares: number[] = [];
    await callApi(ordersApi.importParse, { body }, { onUploadProgress: (s) => shares.push(s) });
    expect(config).toMatchObject({
      method: 'POST',
      url: '/v1/order/import/parse',
      data: body,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    config.onUploadProgress?.({ loaded: 50, total: 200 } as AxiosProgressEvent);
    config.onUploadProgress?.({ loaded: 60 } as AxiosProgressEvent);
    config.onUploadProgress?.({ loaded: 200, total: 200 } as AxiosProgressEvent);
    expect(shares).toEqual([0.25, 1]);
  });

  it('follows no upload when the call does not ask', async () => {
    let config: AxiosRequestConfig = {};
    jest.spyOn(httpClient, 'request').mockImplementation((c: AxiosRequestConfig) => {
      config = c;
      return Promise.resolve({ data: { count: 0, orders: [] } });
    });
    await callApi(ordersApi.addMany, { body: { orders: [] } });
    expect(config.onUploadProgress).toBeUndefined();
  });
});
