import { afterEach, describe, expect, it } from 'vitest';
import { $pricingChoice, chooseBilling, choosePlan, NO_PRICING_CHOICE, type PricingChoice } from './choice';

afterEach(() => $pricingChoice.set(NO_PRICING_CHOICE));

describe("the pricing's choice", () => {
  it('starts with nothing chosen', () => {
    expect($pricingChoice.get()).toEqual({ billing: null, plan: null });
  });

  it('takes the billing period and the plan the visitor picks, each keeping the other', () => {
    chooseBilling('yearly');
    expect($pricingChoice.get()).toEqual({ billing: 'yearly', plan: null });
    choosePlan(104);
    expect($pricingChoice.get()).toEqual({ billing: 'yearly', plan: 104 });
    chooseBilling('monthly');
    expect($pricingChoice.get()).toEqual({ billing: 'monthly', plan: 104 });
  });

  it('tells each listener of every choice, as a new value', () => {
    const heard: PricingChoice[] = [];
    const stop = $pricingChoice.listen((choice) => heard.push(choice));
    chooseBilling('yearly');
    choosePlan(102);
    stop();
    chooseBilling('monthly');
    expect(heard).toEqual([
      { billing: 'yearly', plan: null },
      { billing: 'yearly', plan: 102 },
    ]);
    expect(heard[0]).not.toBe(heard[1]);
  });
});
