import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutActions as a,
  type CheckoutCartSnapshot,
  type CheckoutState,
  canPlaceOrder,
  createCheckoutState,
} from './checkout-stepper.ts';
import {
  type CheckoutFlowAction,
  checkoutFlowReducer,
  checkoutFlowActions as flow,
  furthestStep,
  panelsFor,
  pendingStep,
} from './checkout-stepper-flow.ts';

const cart = (extra: Partial<CheckoutCartSnapshot> = {}): CheckoutCartSnapshot => ({
  items: [{ itemId: 1 }],
  shippingAddressId: null,
  billingAddressId: null,
  shippingMethodId: null,
  paymentMethodId: null,
  shippingAmount: 0,
  ...extra,
});
const everything = (extra: Partial<CheckoutCartSnapshot> = {}) =>
  cart({
    shippingAddressId: 7,
    billingAddressId: 7,
    shippingMethodId: 1,
    paymentMethodId: 2,
    shippingAmount: 1_500,
    ...extra,
  });
const options = { enforceCheckoutTerms: false };

const run = (state: CheckoutState, ...actions: CheckoutFlowAction[]) =>
  actions.reduce(checkoutFlowReducer, state);
const synced = (snapshot: CheckoutCartSnapshot) =>
  run(createCheckoutState(), flow.cartSynced(snapshot, options));
/** Where the shopper is: the active step, the highlighted one, and the panels shown. */
const where = (state: CheckoutState) => ({
  active: state.activeStep,
  pending: pendingStep(state),
  panels: Object.entries(panelsFor(state))
    .filter(([, shown]) => shown)
    .map(([panel]) => panel),
});

describe('panelsFor (decision 38)', () => {
  it.each([
    [0, []],
    [1, ['showAddressForm']],
    [2, ['showAddressForm', 'showShipping']],
    [3, ['showAddressForm', 'showShipping', 'showPayment']],
    [4, ['showAddressForm', 'showShipping', 'showPayment', 'showCheckoutCard']],
  ] as const)('at step %i shows %j', (step, shown) => {
    const panels = panelsFor({ activeStep: step, cartEmpty: false });
    expect(Object.keys(panels).filter((p) => panels[p as keyof typeof panels])).toEqual(shown);
  });

  it('shows nothing for an empty cart, whatever the step', () => {
    expect(Object.values(panelsFor({ activeStep: 4, cartEmpty: true }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the first answer of the cart: where the page opens (a reload)', () => {
  it.each([
    ['an empty cart', cart({ items: [] }), { active: 0, pending: 0, panels: [] }],
    ['lines only: the review', cart(), { active: 0, pending: 0, panels: [] }],
    [
      'an address: the shipping method is asked',
      cart({ shippingAddressId: 7, billingAddressId: 7 }),
      { active: 2, pending: 3, panels: ['showAddressForm', 'showShipping'] },
    ],
    [
      'and a method: the payment is asked',
      cart({ shippingAddressId: 7, billingAddressId: 7, shippingMethodId: 1 }),
      { active: 3, pending: 4, panels: ['showAddressForm', 'showShipping', 'showPayment'] },
    ],
    [
      'everything: Place order',
      everything(),
      {
        active: 4,
        pending: 4,
        panels: ['showAddressForm', 'showShipping', 'showPayment', 'showCheckoutCard'],
      },
    ],
  ] as const)('%s', (_name, snapshot, expected) => {
    expect(where(synced(snapshot))).toEqual(expected);
  });

  it('with everything chosen, the order can be placed at once', () => {
    const state = synced(everything());
    expect(canPlaceOrder(state)).toBe(true);
    expect(state).toMatchObject({
      billingAddressId: 7,
      shippingAddressId: 7,
      shippingMethodId: 1,
      paymentMethodId: 2,
      shippingFees: 1_500,
    });
  });

  it('does not move while there are errors (a short line): the review stays open', () => {
    const state = run(
      createCheckoutState(),
      a.errorsChanged({ 'stock.1': 'Only 1 left' }),
      flow.cartSynced(everything(), options),
    );
    expect(where(state)).toEqual({ active: 0, pending: 0, panels: [] });
    expect(state.availableCartStepper).toBe(4);
    expect(canPlaceOrder(state)).toBe(false);
  });
});

describe('choosing opens the next panel (choiceSaved)', () => {
  const atBilling = () => run(synced(cart()), flow.continued());

  it('Continue from the review opens the billing address', () => {
    expect(where(atBilling())).toEqual({ active: 1, pending: 1, panels: ['showAddressForm'] });
  });

  it('address → shipping method → payment → the checkout card, without a Continue', () => {
    let state = run(atBilling(), flow.choiceSaved(a.billingAddressChosen(7)));
    expect(state.shippingAddressId).toBe(7);
    expect(where(state)).toEqual({
      active: 2,
      pending: 3,
      panels: ['showAddressForm', 'showShipping'],
    });
    state = run(state, flow.choiceSaved(a.shippingMethodChosen(1, 1_500)));
    expect(where(state)).toEqual({
      active: 3,
      pending: 4,
      panels: ['showAddressForm', 'showShipping', 'showPayment'],
    });
    state = run(state, flow.choiceSaved(a.paymentMethodChosen(2)));
    expect(where(state).panels).toContain('showCheckoutCard');
    expect(where(state).pending).toBe(4);
    expect(canPlaceOrder(state)).toBe(true);
  });

  it('with ship-to-same off, a billing address asks for the shipping address next', () => {
    const state = run(
      atBilling(),
      a.shipToSameToggled(false),
      flow.choiceSaved(a.billingAddressChosen(7)),
    );
    expect(where(state)).toEqual({ active: 1, pending: 2, panels: ['showAddressForm'] });
    const shipped = run(state, flow.choiceSaved(a.shippingAddressChosen(8)));
    expect(where(shipped)).toEqual({
      active: 2,
      pending: 3,
      panels: ['showAddressForm', 'showShipping'],
    });
    expect(shipped).toMatchObject({ billingAddressId: 7, shippingAddressId: 8 });
  });

  it('a changed earlier choice keeps the later ones and Place order', () => {
    const full = synced(everything());
    for (const choice of [
      a.shippingMethodChosen(2, 3_500),
      a.billingAddressChosen(9),
      a.shippingAddressChosen(9),
    ]) {
      const state = run(full, flow.choiceSaved(choice));
      expect(where(state).panels).toContain('showCheckoutCard');
      expect(state.paymentMethodId).toBe(2);
      expect(canPlaceOrder(state)).toBe(true);
    }
  });

  it('a change made on an earlier step the shopper went back to opens everything again', () => {
    const back = run(synced(everything()), a.stepRequested(1));
    expect(where(back)).toEqual({ active: 1, pending: 1, panels: ['showAddressForm'] });
    expect(where(run(back, flow.choiceSaved(a.billingAddressChosen(9)))).active).toBe(4);
  });

  it('records the choice but does not move while there are errors', () => {
    const blocked = run(atBilling(), a.errorsChanged({ address: 'refused' }));
    const state = run(blocked, flow.choiceSaved(a.billingAddressChosen(7)));
    expect(state.billingAddressId).toBe(7);
    expect(state.activeStep).toBe(1);
  });
});

describe('the cart answers with other choices (cartSynced)', () => {
  it('a shipping method the server dropped for a new address is asked again', () => {
    const full = synced(everything());
    // The new address is abroad: the server dropped express, kept the payment.
    const moved = run(
      full,
      flow.choiceSaved(a.billingAddressChosen(9)),
      flow.cartSynced(
        everything({ shippingAddressId: 9, billingAddressId: 9, shippingMethodId: null }),
        options,
      ),
    );
    expect(where(moved)).toEqual({
      active: 2,
      pending: 3,
      panels: ['showAddressForm', 'showShipping'],
    });
    expect(canPlaceOrder(moved)).toBe(false);
    // The method chosen again, the payment still saved: Place order is back.
    const back = run(
      moved,
      flow.choiceSaved(a.shippingMethodChosen(1, 1_500)),
      flow.cartSynced(everything({ shippingAddressId: 9, billingAddressId: 9 }), options),
    );
    expect(where(back).panels).toContain('showCheckoutCard');
    expect(canPlaceOrder(back)).toBe(true);
  });

  it('a shopper who went back stays where they are', () => {
    const back = run(synced(everything()), a.stepRequested(1));
    const state = run(back, flow.cartSynced(everything({ shippingAmount: 0 }), options));
    expect(state.activeStep).toBe(1);
    expect(state.shippingFees).toBe(0);
  });

  it('a cart with lines only does not skip its review', () => {
    const state = run(synced(cart()), flow.cartSynced(cart({ items: [{}, {}] }), options));
    expect(state.activeStep).toBe(0);
  });

  it("keeps the shopper's ship-to-same off while the cart has not both addresses", () => {
    const off = run(synced(cart()), flow.continued(), a.shipToSameToggled(false));
    const billed = run(
      off,
      flow.choiceSaved(a.billingAddressChosen(7)),
      flow.cartSynced(cart({ billingAddressId: 7 }), options),
    );
    expect(billed).toMatchObject({ shipToSameBillingAddress: false, shippingAddressId: null });
    expect(pendingStep(billed)).toBe(2);
  });

  it('reads ship-to-same from the cart once it has both addresses', () => {
    const off = run(synced(cart()), flow.continued(), a.shipToSameToggled(false));
    const different = run(
      off,
      flow.cartSynced(cart({ billingAddressId: 7, shippingAddressId: 8 }), options),
    );
    expect(different.shipToSameBillingAddress).toBe(false);
    const same = run(
      off,
      flow.cartSynced(cart({ billingAddressId: 7, shippingAddressId: 7 }), options),
    );
    expect(same.shipToSameBillingAddress).toBe(true);
  });

  it('an emptied cart goes back to step 0 and allows nothing else', () => {
    const state = run(synced(everything()), flow.cartSynced(cart({ items: [] }), options));
    expect(where(state)).toEqual({ active: 0, pending: 0, panels: [] });
    expect(furthestStep(state)).toBe(0);
  });
});

describe('continued', () => {
  it('goes to the furthest step allowed, and nowhere with errors', () => {
    const back = run(synced(everything()), a.stepRequested(0));
    expect(run(back, flow.continued()).activeStep).toBe(4);
    const blocked = run(back, a.errorsChanged({ 'stock.1': 'short' }));
    expect(run(blocked, flow.continued())).toBe(blocked);
  });
});

describe('pendingStep', () => {
  const state = (extra: Partial<CheckoutState>): CheckoutState => ({
    ...createCheckoutState(),
    cartEmpty: false,
    ...extra,
  });

  it.each([
    ['the review', { activeStep: 0, availableCartStepper: 1 }, 0],
    ['no billing address yet', { activeStep: 1, availableCartStepper: 1 }, 1],
    [
      'billing without shipping',
      { activeStep: 1, availableCartStepper: 1, billingAddressId: 5 },
      2,
    ],
    [
      'the addresses set',
      { activeStep: 2, availableCartStepper: 2, billingAddressId: 5, shippingAddressId: 5 },
      3,
    ],
    ['the method set', { activeStep: 3, availableCartStepper: 3 }, 4],
    ['everything set', { activeStep: 4, availableCartStepper: 4 }, 4],
    ['back at the billing address', { activeStep: 1, availableCartStepper: 4 }, 1],
    ['back at the shipping method', { activeStep: 3, availableCartStepper: 4 }, 3],
    ['an empty cart', { activeStep: 3, availableCartStepper: 4, cartEmpty: true }, 0],
  ] as const)('%s → %i', (_name, extra, step) => {
    expect(pendingStep(state(extra))).toBe(step);
  });
});

describe('properties', () => {
  const id = fc.integer({ min: 1, max: 9 });
  const snapshot = fc.record({
    items: fc.array(fc.constant({ itemId: 1 }), { maxLength: 2 }),
    shippingAddressId: fc.option(id, { nil: null }),
    billingAddressId: fc.option(id, { nil: null }),
    shippingMethodId: fc.option(id, { nil: null }),
    paymentMethodId: fc.option(id, { nil: null }),
    shippingAmount: fc.nat(5_000),
  });
  const choice = fc.oneof(
    id.map(a.billingAddressChosen),
    id.map(a.shippingAddressChosen),
    fc.boolean().map(a.shipToSameToggled),
    id.map((m) => a.shippingMethodChosen(m, 0)),
    id.map(a.paymentMethodChosen),
  );
  const action: fc.Arbitrary<CheckoutFlowAction> = fc.oneof(
    snapshot.map((c) => flow.cartSynced(c, options)),
    choice.map(flow.choiceSaved),
    choice,
    fc.constant(flow.continued()),
    fc.integer({ min: 0, max: 4 }).map(a.stepRequested),
    fc.constantFrom<Record<string, string>>({}, { x: 'y' }).map(a.errorsChanged),
  );

  it('the active step stays reachable; the highlighted one is it or the next', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = createCheckoutState();
        for (const next of actions) {
          state = checkoutFlowReducer(state, next);
          expect(state.activeStep).toBeLessThanOrEqual(furthestStep(state));
          const pending = pendingStep(state);
          expect(pending).toBeGreaterThanOrEqual(state.cartEmpty ? 0 : state.activeStep);
          expect(pending).toBeLessThanOrEqual(Math.min(4, state.activeStep + 1));
        }
      }),
    );
  });

  it('without errors, a saved choice always lands on the furthest step', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), choice, (actions, next) => {
        const before = run(actions.reduce(checkoutFlowReducer, createCheckoutState()));
        const cleared = checkoutFlowReducer(before, a.errorsChanged({}));
        const after = checkoutFlowReducer(cleared, flow.choiceSaved(next));
        expect(after.activeStep).toBe(furthestStep(after));
      }),
    );
  });
});
