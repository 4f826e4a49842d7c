import { checkWebhookFields } from './index';

describe('checkWebhookFields', () => {
  it('takes an https URL, as stored, and at least one event', () => {
    expect(
      checkWebhookFields({ url: ' https://Shop.example.tn/hooks ', events: ['bill.paid'] }, false),
    ).toEqual({ url: 'https://shop.example.tn/hooks', errors: [] });
  });

  it('names each broken field with the key the API answers', () => {
    expect(checkWebhookFields({ url: ' ', events: [] }, true).errors).toEqual([
      'url: field.required',
      'events: webhook.events.required',
    ]);
    for (const url of ['shop.example.tn', 'ftp://shop.example.tn/x', 'https://me:pw@shop.tn/x'])
      expect(checkWebhookFields({ url }, true).errors).toEqual(['url: webhook.url.invalid']);
  });

  it('takes http to localhost only when the server allows it, and checks only the fields sent', () => {
    expect(checkWebhookFields({ url: 'http://127.0.0.1:9/hook' }, false).errors).toEqual([
      'url: webhook.url.invalid',
    ]);
    expect(checkWebhookFields({ url: 'http://127.0.0.1:9/hook' }, true).errors).toEqual([]);
    expect(checkWebhookFields({ url: 'http://shop.example.tn/hook' }, true).errors).toEqual([
      'url: webhook.url.invalid',
    ]);
    expect(checkWebhookFields({}, false)).toEqual({ url: undefined, errors: [] });
  });
});
