/**
 * How the checkout page moves through the stepper by itself (decision 38). The spec's rules stay
 * in checkout-stepper.ts, untouched; this module, zod-free too (decision 31), says what the page
 * does with them:
 *
 * - a choice, once saved on the cart, moves the page to the furthest step the rules allow, so
 *   the next panel opens without a Continue and a changed earlier choice keeps Place order
 *   reachable while everything is still set;
 * - the cart's answer is the truth: whenever its saved choices change, the state is derived
 *   from it again (spec 4 "loading the cart"), so a method the server dropped for a new address
 *   is no longer counted; a shopper who was at the furthest step follows it forward, and a
 *   reload opens where the cart allows (from the shipping address on: a cart with lines only
 *   starts at its review);
 * - the step the page asks about (the highlighted one) is the first choice still missing, which
 *   from the shipping address on is one ahead of the active step: the panels of decision 38 show
 *   the shipping methods at step 2 and the payment at step 3.
 */

import {
  type CheckoutAction,
  type CheckoutCartSnapshot,
  type CheckoutFlowVisibility,
  type CheckoutState,
  type CheckoutStep,
  checkoutActions,
  checkoutReducer,
  checkoutStep,
} from './checkout-stepper.ts';

/** The choices the page saves on the cart before recording them (spec 4's transitions). */
export type CheckoutChoice = Extract<
  CheckoutAction,
  {
    type:
      | 'billingAddressChosen'
      | 'shippingAddressChosen'
      | 'shipToSameToggled'
      | 'shippingMethodChosen'
      | 'paymentMethodChosen';
  }
>;

export type CheckoutFlowAction =
  | CheckoutAction
  /** A choice the server has saved: recorded, then the page goes as far as it now may. */
  | { type: 'choiceSaved'; choice: CheckoutChoice }
  /** The cart answered with other saved choices (or emptied, or filled): derive again. */
  | {
      type: 'cartSynced';
      cart: CheckoutCartSnapshot;
      options: { enforceCheckoutTerms: boolean };
    }
  /** The shopper pressed Continue: to the furthest step allowed. */
  | { type: 'continued' };

export const checkoutFlowActions = {
  choiceSaved: (choice: CheckoutChoice) => ({ type: 'choiceSaved', choice }) as const,
  cartSynced: (cart: CheckoutCartSnapshot, options: { enforceCheckoutTerms: boolean }) =>
    ({ type: 'cartSynced', cart, options }) as const,
  continued: () => ({ type: 'continued' }) as const,
} satisfies Record<string, (...args: never[]) => CheckoutFlowAction>;

/** The furthest step the shopper may be on now: the reachable one (0 with an empty cart). */
export function furthestStep(
  state: Pick<CheckoutState, 'availableCartStepper' | 'cartEmpty'>,
): CheckoutStep {
  return state.cartEmpty ? checkoutStep.cart : state.availableCartStepper;
}

/**
 * Which panels (spec 2) the page shows at the active step: the address form from the billing
 * address on (it holds steps 1 and 2), shipping from 2 (its method is step 3), payment from 3
 * (its method is step 4), and the checkout card, which places the order, at 4.
 */
export function panelsFor(
  state: Pick<CheckoutState, 'activeStep' | 'cartEmpty'>,
): CheckoutFlowVisibility {
  const step = state.cartEmpty ? 0 : state.activeStep;
  return {
    showAddressForm: step >= checkoutStep.billingAddress,
    showShipping: step >= checkoutStep.shippingAddress,
    showPayment: step >= checkoutStep.shippingMethod,
    showCheckoutCard: step >= checkoutStep.payment,
  };
}

/**
 * The step whose choice the page is waiting for: what the stepper highlights. A shopper who went
 * back to an earlier step is on that step; at the furthest step it is the first choice still
 * missing under the panels shown (the shipping address with ship-to-same off, the shipping
 * method once the address is there, the payment once the method is), and at 4 the payment,
 * whose card places the order.
 */
export function pendingStep(
  state: Pick<
    CheckoutState,
    'activeStep' | 'availableCartStepper' | 'cartEmpty' | 'billingAddressId' | 'shippingAddressId'
  >,
): CheckoutStep {
  if (state.cartEmpty) return checkoutStep.cart;
  const step = state.activeStep;
  if (step < state.availableCartStepper) return step;
  switch (step) {
    case checkoutStep.cart:
      return checkoutStep.cart;
    case checkoutStep.billingAddress:
      return state.billingAddressId !== null && state.shippingAddressId === null
        ? checkoutStep.shippingAddress
        : checkoutStep.billingAddress;
    case checkoutStep.shippingAddress:
      return checkoutStep.shippingMethod;
    default:
      return checkoutStep.payment;
  }
}

const moveTo = (state: CheckoutState, step: CheckoutStep) =>
  checkoutReducer(state, checkoutActions.stepRequested(step));

/**
 * Spec 4 "loading the cart", as the page does it on every answer with other saved choices. Two
 * things the cart cannot say are kept: a shopper's "ship elsewhere" while the cart has not both
 * addresses (ship-to-same is read from them), and where the shopper is: one at the furthest step
 * follows the cart forward (from the shipping address on), one who went back stays there.
 */
function syncWithCart(
  state: CheckoutState,
  cart: CheckoutCartSnapshot,
  options: { enforceCheckoutTerms: boolean },
): CheckoutState {
  const atFurthest = state.activeStep >= furthestStep(state);
  let next = checkoutReducer(state, checkoutActions.cartLoaded(cart, options));
  const cartCannotTell =
    (cart.billingAddressId ?? null) === null || cart.shippingAddressId === null;
  if (!state.shipToSameBillingAddress && cartCannotTell) {
    next = checkoutReducer(next, checkoutActions.shipToSameToggled(false));
  }
  const furthest = furthestStep(next);
  if (atFurthest && furthest >= checkoutStep.shippingAddress && next.activeStep < furthest) {
    next = moveTo(next, furthest);
  }
  return next;
}

/** The checkout page's reducer: spec 4's, with the page's moves above composed onto it. */
export function checkoutFlowReducer(
  state: CheckoutState,
  action: CheckoutFlowAction,
): CheckoutState {
  switch (action.type) {
    case 'choiceSaved': {
      const chosen = checkoutReducer(state, action.choice);
      return moveTo(chosen, furthestStep(chosen));
    }
    case 'cartSynced':
      return syncWithCart(state, action.cart, action.options);
    case 'continued':
      return moveTo(state, furthestStep(state));
    default:
      return checkoutReducer(state, action);
  }
}
