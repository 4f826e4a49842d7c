import { numberFormatOf } from '@wolvo/shared/ui/format/intl-cache';
import { prepareNumbers } from './preload-signed-in';

jest.mock('../remotes/load-remote', () => ({}));
jest.mock('./area-layout-lazy', () => ({}));
jest.mock('@wolvo/shared/ui/format/intl-cache', () => ({ numberFormatOf: jest.fn() }));

describe("the signed-in start's number format", () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("builds the language's number format once the browser is idle, not at once", () => {
    const idle = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 1);
    window.requestIdleCallback = idle;
    prepareNumbers('ar');
    expect(numberFormatOf).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_000 });
    idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(numberFormatOf).toHaveBeenCalledWith('ar');
  });

  it('builds it on a timer where there is no idle callback', () => {
    jest.useFakeTimers();
    prepareNumbers('fr');
    expect(numberFormatOf).not.toHaveBeenCalledWith('fr');
    jest.runAllTimers();
    expect(numberFormatOf).toHaveBeenCalledWith('fr');
  });
});
