import { WheelEditRules, WheelRules } from '@wolvo/shared/contracts/fortune-wheel';
import { ruleErrorsOf } from './index';

const item = { title: 'Gift', value: 'GIFT', probability: 100 };

describe('ruleErrorsOf', () => {
  it("names each broken rule by its field with the schema's message key, once per field", () => {
    expect(ruleErrorsOf(WheelRules, { name: 'A', items: [item, item] })).toEqual([]);
    expect(
      ruleErrorsOf(WheelRules, {
        name: ' ',
        items: [item, { ...item, title: '', probability: Number.NaN }],
      }),
    ).toEqual([
      'name: wheel.name.required',
      'items.1.title: wheel.item.required',
      'items.1.probability: wheel.item.probability',
    ]);
    expect(ruleErrorsOf(WheelRules, { name: 'A', items: [item] })).toEqual([
      'items: wheel.items.count',
    ]);
  });

  it('checks only the fields sent against the partial rules (an edit)', () => {
    expect(ruleErrorsOf(WheelEditRules, { active: false })).toEqual([]);
    expect(ruleErrorsOf(WheelEditRules, { name: '' })).toEqual(['name: wheel.name.required']);
  });
});
