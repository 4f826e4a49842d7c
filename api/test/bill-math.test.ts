import { computeBill, percentOf, type BillableOrder } from '../src/modules/bills/bill-math';

// The bill arithmetic on hand-built cases with their exact millimes, and a property over random bills.
const RATES = { insuranceBp: 150, refundBp: 5000, shippingTvaBp: 1900, packagingTvaBp: 700 };
const order = (id: number, kind: BillableOrder['kind'], price: number): BillableOrder => ({
  id,
  kind,
  price,
  deliveryCost: 7000,
  returnCost: 4000,
  exchangeCost: 8000,
});

describe('percentOf', () => {
  it('rounds half up in integers', () => {
    expect(percentOf(12_345, 150)).toBe(185); // 185.175
    expect(percentOf(10_000, 50)).toBe(50);
    expect(percentOf(1, 5000)).toBe(1); // 0.5 rounds up
    expect(percentOf(1, 4999)).toBe(0);
    expect(percentOf(100_000_000, 10_000)).toBe(100_000_000);
    expect(() => percentOf(-1, 100)).toThrow(RangeError);
    expect(() => percentOf(1.5, 100)).toThrow(RangeError);
  });
});

describe('computeBill', () => {
  it('credits, deducts and taxes each kind of order exactly', () => {
    const bill = computeBill(
      [
        order(1, 'DELIVERED', 89_500),
        order(2, 'EXCHANGED', 45_000),
        order(3, 'RETURNED', 60_000),
        order(4, 'REFUNDED', 33_333),
      ],
      [
        { title: 'Emballage', value: 2_500, unit: 'DT' },
        { title: 'Frais COD', value: 100, unit: '%' },
      ],
      RATES,
    );
    expect(bill.lines).toEqual([
      // 89.500 − 7.000 − 1.5 % (1.3425 → 1.343)
      {
        orderId: 1,
        kind: 'DELIVERED',
        cod: 89_500,
        cost: 7_000,
        insurance: 1_343,
        refund: 0,
        net: 81_157,
      },
      // 45.000 − 8.000 − 0.675
      {
        orderId: 2,
        kind: 'EXCHANGED',
        cod: 45_000,
        cost: 8_000,
        insurance: 675,
        refund: 0,
        net: 36_325,
      },
      { orderId: 3, kind: 'RETURNED', cod: 0, cost: 4_000, insurance: 0, refund: 0, net: -4_000 },
      // 50 % of 33.333 = 16.6665 → 16.667
      { orderId: 4, kind: 'REFUNDED', cod: 0, cost: 0, insurance: 0, refund: 16_667, net: 16_667 },
    ]);
    // 1 % of the COD collected (134.500) = 1.345.
    expect(bill.fees.map((f) => f.amount)).toEqual([2_500, 1_345]);
    expect(bill.totals).toEqual({
      cod: 134_500,
      costs: 19_000,
      insurance: 2_018,
      refunds: 16_667,
      fees: 3_845,
      shippingTva: 3_610, // 19 % of 19.000
      packagingTva: 269, // 7 % of 3.845 = 0.26915
      netToPay: 134_500 - 19_000 - 2_018 - 3_845 - 3_610 - 269 + 16_667,
      countByKind: { DELIVERED: 1, EXCHANGED: 1, RETURNED: 1, REFUNDED: 1 },
    });
    expect(bill.totals.netToPay).toBe(122_425);
  });

  it('gives an empty bill zero everywhere, and a bill of returns alone a negative net', () => {
    expect(computeBill([], [], RATES).totals.netToPay).toBe(0);
    const returns = computeBill([order(1, 'RETURNED', 10_000), order(2, 'RETURNED', 0)], [], RATES);
    expect(returns.totals.netToPay).toBe(-8_000 - 1_520);
  });

  it('keeps net = Σ lines − fees − TVA, in integers, over random bills', () => {
    // A small deterministic generator: the same bills on every run.
    let seed = 20_261_124;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const kinds = ['DELIVERED', 'EXCHANGED', 'RETURNED', 'REFUNDED'] as const;
    for (let run = 0; run < 300; run++) {
      const orders = Array.from({ length: 1 + next(60) }, (_, i) => ({
        id: i + 1,
        kind: kinds[next(4)]!,
        price: next(500_000),
        deliveryCost: next(12_000),
        returnCost: next(8_000),
        exchangeCost: next(15_000),
      }));
      const fees = Array.from({ length: next(4) }, (_, i) =>
        i % 2
          ? { title: `f${i}`, value: next(9_000), unit: 'DT' as const }
          : { title: `p${i}`, value: next(800), unit: '%' as const },
      );
      const rates = {
        insuranceBp: next(500),
        refundBp: next(10_001),
        shippingTvaBp: next(2_000),
        packagingTvaBp: next(2_000),
      };
      const { lines, totals } = computeBill(orders, fees, rates);
      const linesNet = lines.reduce((s, l) => s + l.net, 0);
      expect(totals.netToPay).toBe(
        linesNet - totals.fees - totals.shippingTva - totals.packagingTva,
      );
      for (const value of [
        ...lines.flatMap((l) => [l.cod, l.cost, l.insurance, l.refund, l.net]),
        ...Object.values(totals).filter((v) => typeof v === 'number'),
      ])
        expect(Number.isSafeInteger(value)).toBe(true);
      expect(Object.values(totals.countByKind).reduce((a, b) => a + b, 0)).toBe(orders.length);
    }
  });
});
