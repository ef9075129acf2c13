import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutActions as a,
  type CheckoutAction,
  type CheckoutCartSnapshot,
  type CheckoutState,
  canMoveToStep,
  canPlaceOrder,
  checkoutReducer,
  createCheckoutState,
  deriveReachableStep,
} from './checkout-stepper.ts';

const line = { itemId: 1 };
const cart = (extra: Partial<CheckoutCartSnapshot> = {}): CheckoutCartSnapshot => ({
  items: [line],
  shippingAddressId: null,
  billingAddressId: null,
  shippingMethodId: null,
  paymentMethodId: null,
  shippingAmount: 0,
  ...extra,
});
const emptyCart = () => cart({ items: [] });

const run = (state: CheckoutState, ...actions: CheckoutAction[]) =>
  actions.reduce(checkoutReducer, state);
const loaded = (c = cart(), enforceCheckoutTerms = false) =>
  checkoutReducer(createCheckoutState(), a.cartLoaded(c, { enforceCheckoutTerms }));

describe('the initial state (spec 3)', () => {
  it('has ship-to-same on, step 0, nothing chosen, no errors, every panel hidden', () => {
    expect(createCheckoutState()).toEqual({
      billingAddressId: null,
      shippingAddressId: null,
      paymentMethodId: null,
      shipToSameBillingAddress: true,
      shippingMethodId: null,
      shippingFees: 0,
      availableCartStepper: 0,
      activeStep: 0,
      enforceCheckoutTerms: false,
      acceptCheckoutTerms: null,
      errors: {},
      visibility: {
        showAddressForm: false,
        showShipping: false,
        showPayment: false,
        showCheckoutCard: false,
      },
      cartEmpty: true,
    });
  });

  it('starts acceptance false when the terms are enforced, null otherwise', () => {
    expect(createCheckoutState({ enforceCheckoutTerms: true }).acceptCheckoutTerms).toBe(false);
    expect(createCheckoutState({ enforceCheckoutTerms: false }).acceptCheckoutTerms).toBeNull();
  });

  it('allows only step 0 before a cart is loaded', () => {
    const state = createCheckoutState();
    expect(canMoveToStep(state, 0)).toBe(true);
    for (const step of [1, 2, 3, 4]) expect(canMoveToStep(state, step)).toBe(false);
  });
});

describe('cartLoaded derives the reachable step from what is set (spec 4)', () => {
  it.each([
    ['an empty cart', emptyCart(), 0],
    ['lines and nothing else', cart(), 1],
    ['a shipping address', cart({ shippingAddressId: 7 }), 2],
    ['both addresses', cart({ shippingAddressId: 7, billingAddressId: 8 }), 2],
    ['and a shipping method', cart({ shippingAddressId: 7, shippingMethodId: 2 }), 3],
    [
      'and a payment method',
      cart({ shippingAddressId: 7, shippingMethodId: 2, paymentMethodId: 1 }),
      4,
    ],
    ['a payment method without the steps before it', cart({ paymentMethodId: 1 }), 1],
    ['a shipping method without an address', cart({ shippingMethodId: 2 }), 1],
    [
      'an empty cart, whatever is set',
      cart({ items: [], shippingAddressId: 7, shippingMethodId: 2, paymentMethodId: 1 }),
      0,
    ],
  ] as const)('%s → %i', (_name, snapshot, step) => {
    expect(deriveReachableStep(snapshot)).toBe(step);
    expect(loaded(snapshot).availableCartStepper).toBe(step);
  });

  it('copies the choices, the fees and ship-to-same from the cart', () => {
    const state = loaded(
      cart({
        shippingAddressId: 7,
        billingAddressId: 8,
        shippingMethodId: 2,
        paymentMethodId: 3,
        shippingAmount: 1_500,
      }),
    );
    expect(state).toMatchObject({
      billingAddressId: 8,
      shippingAddressId: 7,
      shippingMethodId: 2,
      paymentMethodId: 3,
      shippingFees: 1_500,
      shipToSameBillingAddress: false,
      cartEmpty: false,
    });
    expect(
      loaded(cart({ shippingAddressId: 7, billingAddressId: 7 })).shipToSameBillingAddress,
    ).toBe(true);
  });

  it('bills to the shipping address when the cart has no billing address', () => {
    const state = loaded(cart({ shippingAddressId: 7, billingAddressId: undefined }));
    expect(state.billingAddressId).toBe(7);
    expect(state.shipToSameBillingAddress).toBe(true);
  });

  it('has no shipping method while the cart has none (the shop’s default is data, issue 26)', () => {
    expect(createCheckoutState().shippingMethodId).toBeNull();
    expect(loaded().shippingMethodId).toBeNull();
  });

  it('keeps the active step when still reachable, and pulls it back when not', () => {
    const far = run(
      loaded(cart({ shippingAddressId: 7, shippingMethodId: 2, paymentMethodId: 1 })),
      a.stepRequested(4),
    );
    expect(far.activeStep).toBe(4);
    expect(
      checkoutReducer(
        far,
        a.cartLoaded(cart({ shippingAddressId: 7 }), { enforceCheckoutTerms: false }),
      ).activeStep,
    ).toBe(2);
    expect(
      checkoutReducer(far, a.cartLoaded(emptyCart(), { enforceCheckoutTerms: false })).activeStep,
    ).toBe(0);
    const same = checkoutReducer(
      far,
      a.cartLoaded(cart({ shippingAddressId: 7, shippingMethodId: 2, paymentMethodId: 1 }), {
        enforceCheckoutTerms: false,
      }),
    );
    expect(same.activeStep).toBe(4);
  });

  it('sets terms: false when enforced, null otherwise; an acceptance survives a reload', () => {
    expect(loaded(cart(), true)).toMatchObject({
      enforceCheckoutTerms: true,
      acceptCheckoutTerms: false,
    });
    expect(loaded(cart(), false)).toMatchObject({
      enforceCheckoutTerms: false,
      acceptCheckoutTerms: null,
    });
    const accepted = run(loaded(cart(), true), a.termsToggled());
    expect(accepted.acceptCheckoutTerms).toBe(true);
    const reloaded = checkoutReducer(
      accepted,
      a.cartLoaded(cart(), { enforceCheckoutTerms: true }),
    );
    expect(reloaded.acceptCheckoutTerms).toBe(true);
    const unenforced = checkoutReducer(
      accepted,
      a.cartLoaded(cart(), { enforceCheckoutTerms: false }),
    );
    expect(unenforced.acceptCheckoutTerms).toBeNull();
  });

  it('does not touch the panels or the errors', () => {
    const state = run(
      createCheckoutState(),
      a.panelToggled('showPayment'),
      a.errorsChanged({ phone: 'validation.phone' }),
      a.cartLoaded(cart(), { enforceCheckoutTerms: false }),
    );
    expect(state.visibility.showPayment).toBe(true);
    expect(state.errors).toEqual({ phone: 'validation.phone' });
  });
});

describe('choosing addresses (spec 4)', () => {
  it('a billing address with ship-to-same on also sets the shipping address and reaches 2', () => {
    const state = run(loaded(), a.billingAddressChosen(5));
    expect(state).toMatchObject({
      billingAddressId: 5,
      shippingAddressId: 5,
      shipToSameBillingAddress: true,
      availableCartStepper: 2,
    });
  });

  it('a billing address never lowers a higher reachable step', () => {
    const state = run(loaded(), a.shippingMethodChosen(2, 1_000), a.billingAddressChosen(5));
    expect(state.availableCartStepper).toBe(3);
  });

  it('a billing address with ship-to-same off sets only the billing address', () => {
    const state = run(loaded(), a.shipToSameToggled(), a.billingAddressChosen(5));
    expect(state).toMatchObject({
      billingAddressId: 5,
      shippingAddressId: null,
      shipToSameBillingAddress: false,
      availableCartStepper: 1,
    });
  });

  it('a shipping address turns ship-to-same off and reaches at least 2', () => {
    const state = run(loaded(), a.billingAddressChosen(5), a.shippingAddressChosen(6));
    expect(state).toMatchObject({
      billingAddressId: 5,
      shippingAddressId: 6,
      shipToSameBillingAddress: false,
      availableCartStepper: 2,
    });
    const later = run(
      loaded(),
      a.billingAddressChosen(5),
      a.paymentMethodChosen(1),
      a.shippingAddressChosen(6),
    );
    expect(later.availableCartStepper).toBe(4);
  });

  it('a billing address after a different shipping address leaves the shipping address alone', () => {
    const state = run(loaded(), a.shippingAddressChosen(6), a.billingAddressChosen(5));
    expect(state).toMatchObject({ billingAddressId: 5, shippingAddressId: 6 });
  });
});

describe('shipToSameToggled', () => {
  it('flips, or sets the given value', () => {
    const off = run(loaded(), a.shipToSameToggled());
    expect(off.shipToSameBillingAddress).toBe(false);
    expect(run(off, a.shipToSameToggled()).shipToSameBillingAddress).toBe(true);
    expect(run(off, a.shipToSameToggled(false))).toBe(off);
    expect(run(off, a.shipToSameToggled(true)).shipToSameBillingAddress).toBe(true);
  });

  it('turned on with a billing address, ships there and reaches 2', () => {
    const state = run(
      loaded(),
      a.shipToSameToggled(false),
      a.billingAddressChosen(5),
      a.shipToSameToggled(true),
    );
    expect(state).toMatchObject({
      shipToSameBillingAddress: true,
      shippingAddressId: 5,
      availableCartStepper: 2,
    });
  });

  it('turned on without a billing address, changes nothing else', () => {
    const off = run(loaded(), a.shipToSameToggled(false));
    const on = run(off, a.shipToSameToggled(true));
    expect(on).toEqual({ ...off, shipToSameBillingAddress: true });
  });

  it('turned off keeps the addresses and the reachable step', () => {
    const before = run(loaded(), a.billingAddressChosen(5));
    const after = run(before, a.shipToSameToggled(false));
    expect(after).toEqual({ ...before, shipToSameBillingAddress: false });
  });
});

describe('shipping and payment methods (spec 4)', () => {
  it('a shipping method records its fees and raises to 3', () => {
    const state = run(loaded(), a.billingAddressChosen(5), a.shippingMethodChosen(2, 2_500));
    expect(state).toMatchObject({
      shippingMethodId: 2,
      shippingFees: 2_500,
      availableCartStepper: 3,
    });
  });

  it('a shipping method never lowers 4', () => {
    const state = run(loaded(), a.paymentMethodChosen(1), a.shippingMethodChosen(2, 0));
    expect(state.availableCartStepper).toBe(4);
  });

  it('a payment method sets the reachable step to 4', () => {
    const state = run(loaded(), a.paymentMethodChosen(3));
    expect(state).toMatchObject({ paymentMethodId: 3, availableCartStepper: 4 });
  });
});

describe('stepRequested (spec 4)', () => {
  const full = () =>
    run(
      loaded(),
      a.billingAddressChosen(5),
      a.shippingMethodChosen(1, 0),
      a.paymentMethodChosen(1),
    );

  it('moves to any reachable step, back or forth', () => {
    let state = full();
    for (const step of [4, 0, 3, 1, 2, 4] as const) {
      state = run(state, a.stepRequested(step));
      expect(state.activeStep).toBe(step);
    }
  });

  it('refuses a step beyond the reachable one, leaving the state unchanged', () => {
    const state = run(loaded(), a.stepRequested(1));
    expect(state.activeStep).toBe(1);
    for (const step of [2, 3, 4]) expect(run(state, a.stepRequested(step))).toBe(state);
  });

  it('refuses any move while there are errors, and allows it once they are cleared', () => {
    const blocked = run(full(), a.errorsChanged({ phone: 'validation.phone' }));
    for (const step of [0, 1, 2, 3, 4]) expect(run(blocked, a.stepRequested(step))).toBe(blocked);
    const cleared = run(blocked, a.errorsChanged({}), a.stepRequested(3));
    expect(cleared.activeStep).toBe(3);
  });

  it('with an empty cart allows only step 0, whatever was chosen', () => {
    const state = run(
      createCheckoutState(),
      a.cartLoaded(emptyCart(), { enforceCheckoutTerms: false }),
      a.billingAddressChosen(5),
      a.paymentMethodChosen(1),
    );
    expect(state.availableCartStepper).toBe(4);
    for (const step of [1, 2, 3, 4]) expect(run(state, a.stepRequested(step))).toBe(state);
    expect(run(state, a.stepRequested(0)).activeStep).toBe(0);
  });

  it('refuses what is not a step', () => {
    const state = full();
    for (const step of [-1, 5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(run(state, a.stepRequested(step))).toBe(state);
    }
  });

  it('returns the same state when already there', () => {
    const state = run(full(), a.stepRequested(2));
    expect(run(state, a.stepRequested(2))).toBe(state);
  });
});

describe('errorsChanged', () => {
  it('replaces the errors; an empty map clears them', () => {
    const state = run(loaded(), a.errorsChanged({ a: 'x' }), a.errorsChanged({ b: 'y' }));
    expect(state.errors).toEqual({ b: 'y' });
    expect(run(state, a.errorsChanged({})).errors).toEqual({});
  });
});

describe('termsToggled (spec 4)', () => {
  it('toggles when enforced', () => {
    const state = loaded(cart(), true);
    const accepted = run(state, a.termsToggled());
    expect(accepted.acceptCheckoutTerms).toBe(true);
    expect(run(accepted, a.termsToggled()).acceptCheckoutTerms).toBe(false);
    expect(run(state, a.termsToggled(true)).acceptCheckoutTerms).toBe(true);
    expect(run(state, a.termsToggled(false))).toBe(state);
  });

  it('does nothing when not enforced: acceptance stays null', () => {
    const state = loaded(cart(), false);
    expect(run(state, a.termsToggled())).toBe(state);
    expect(run(state, a.termsToggled(true))).toBe(state);
  });
});

describe('panelToggled (spec 2, spec 3 Checkout flow visibility)', () => {
  const panels = ['showAddressForm', 'showShipping', 'showPayment', 'showCheckoutCard'] as const;

  it.each(panels)('toggles %s alone', (panel) => {
    const state = createCheckoutState();
    const shown = run(state, a.panelToggled(panel));
    expect(shown.visibility).toEqual({ ...state.visibility, [panel]: true });
    expect(run(shown, a.panelToggled(panel)).visibility).toEqual(state.visibility);
    expect(run(shown, a.panelToggled(panel, true))).toBe(shown);
    expect(run(state, a.panelToggled(panel, false))).toBe(state);
  });

  it('never touches the steps', () => {
    const state = run(loaded(), a.billingAddressChosen(5));
    const toggled = run(state, ...panels.map((panel) => a.panelToggled(panel)));
    expect({ ...toggled, visibility: state.visibility }).toEqual(state);
  });
});

describe('canPlaceOrder', () => {
  it('needs every step, no errors, and the terms when enforced', () => {
    const ready = run(
      loaded(cart(), true),
      a.billingAddressChosen(5),
      a.shippingMethodChosen(1, 0),
      a.paymentMethodChosen(2),
    );
    expect(canPlaceOrder(ready)).toBe(false);
    const accepted = run(ready, a.termsToggled());
    expect(canPlaceOrder(accepted)).toBe(true);
    expect(canPlaceOrder(run(accepted, a.errorsChanged({ x: 'y' })))).toBe(false);
    expect(
      canPlaceOrder(run(accepted, a.cartLoaded(emptyCart(), { enforceCheckoutTerms: true }))),
    ).toBe(false);
    expect(
      canPlaceOrder(
        run(
          loaded(),
          a.billingAddressChosen(5),
          a.shippingMethodChosen(1, 0),
          a.paymentMethodChosen(2),
        ),
      ),
    ).toBe(true);
    expect(canPlaceOrder(run(loaded(), a.paymentMethodChosen(2)))).toBe(false);
  });
});

describe('properties', () => {
  const id = fc.integer({ min: 1, max: 50 });
  const step = fc.oneof(fc.integer({ min: -2, max: 6 }), fc.constantFrom(0.5, Number.NaN));
  const snapshot = fc.record({
    items: fc.array(fc.constant(line), { maxLength: 2 }),
    shippingAddressId: fc.option(id, { nil: null }),
    billingAddressId: fc.option(id, { nil: null }),
    shippingMethodId: fc.option(id, { nil: null }),
    paymentMethodId: fc.option(id, { nil: null }),
    shippingAmount: fc.nat(10_000),
  });
  const panel = fc.constantFrom(
    'showAddressForm',
    'showShipping',
    'showPayment',
    'showCheckoutCard',
  ) as fc.Arbitrary<'showAddressForm' | 'showShipping' | 'showPayment' | 'showCheckoutCard'>;
  const action: fc.Arbitrary<CheckoutAction> = fc.oneof(
    fc
      .tuple(snapshot, fc.boolean())
      .map(([c, enforce]) => a.cartLoaded(c, { enforceCheckoutTerms: enforce })),
    id.map(a.billingAddressChosen),
    id.map(a.shippingAddressChosen),
    fc.option(fc.boolean(), { nil: undefined }).map(a.shipToSameToggled),
    fc.tuple(id, fc.nat(10_000)).map(([m, fees]) => a.shippingMethodChosen(m, fees)),
    id.map(a.paymentMethodChosen),
    step.map(a.stepRequested),
    step.map(a.stepRequested),
    fc.constantFrom<Record<string, string>>({}, { phone: 'validation.phone' }).map(a.errorsChanged),
    fc.option(fc.boolean(), { nil: undefined }).map(a.termsToggled),
    fc
      .tuple(panel, fc.option(fc.boolean(), { nil: undefined }))
      .map(([p, v]) => a.panelToggled(p, v)),
  );
  const start = fc
    .boolean()
    .map((enforce) => createCheckoutState({ enforceCheckoutTerms: enforce }));

  it('activeStep never exceeds the reachable step, and both stay within 0..4', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        let state = initial;
        for (const next of actions) {
          state = checkoutReducer(state, next);
          expect(state.activeStep).toBeLessThanOrEqual(state.availableCartStepper);
          expect([0, 1, 2, 3, 4]).toContain(state.availableCartStepper);
          expect([0, 1, 2, 3, 4]).toContain(state.activeStep);
        }
      }),
    );
  });

  it('a move happens only without errors, to a reachable step, and only to 0 with an empty cart', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 30 }), step, (initial, actions, target) => {
        const state = actions.reduce(checkoutReducer, initial);
        const after = checkoutReducer(state, a.stepRequested(target));
        if (after !== state) {
          expect(Object.keys(state.errors)).toHaveLength(0);
          expect(target).toBeLessThanOrEqual(state.availableCartStepper);
          if (state.cartEmpty) expect(target).toBe(0);
          expect(after).toEqual({ ...state, activeStep: target });
        } else {
          expect(after.activeStep === target || !canMoveToStep(state, target)).toBe(true);
        }
      }),
    );
  });

  it('acceptance is null exactly when the terms are not enforced', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        const state = actions.reduce(checkoutReducer, initial);
        expect(state.acceptCheckoutTerms === null).toBe(!state.enforceCheckoutTerms);
      }),
    );
  });

  it('with ship-to-same on and a billing address, the shipping address is the billing one after a choice', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), id, (actions, billing) => {
        const state = checkoutReducer(
          actions.reduce(checkoutReducer, loaded()),
          a.billingAddressChosen(billing),
        );
        if (state.shipToSameBillingAddress) {
          expect(state.shippingAddressId).toBe(billing);
          expect(state.availableCartStepper).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });

  it('no action but cartLoaded ever lowers the reachable step', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 30 }), action, (initial, actions, next) => {
        const state = actions.reduce(checkoutReducer, initial);
        const after = checkoutReducer(state, next);
        if (next.type !== 'cartLoaded') {
          expect(after.availableCartStepper).toBeGreaterThanOrEqual(state.availableCartStepper);
        }
      }),
    );
  });
});
