/**
 * Spec 3 "Order checkout state" and "Checkout flow visibility", spec 4 "Checkout stepper": the
 * checkout's rules as a pure reducer, without zod (decision 31), so the storefront runs them and
 * the tests prove them without a browser.
 *
 * Steps: 0 cart, 1 billing address, 2 shipping address, 3 shipping method, 4 payment.
 * `availableCartStepper` is the highest step the shopper may move to; `activeStep` never
 * exceeds it.
 */

export const CHECKOUT_STEPS = [0, 1, 2, 3, 4] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The steps by name (spec 4). */
export const checkoutStep = {
  cart: 0,
  billingAddress: 1,
  shippingAddress: 2,
  shippingMethod: 3,
  payment: 4,
} as const satisfies Record<string, CheckoutStep>;

/** Spec 3 Checkout flow visibility: four panels, each shown or hidden on its own. */
export interface CheckoutFlowVisibility {
  showAddressForm: boolean;
  showShipping: boolean;
  showPayment: boolean;
  showCheckoutCard: boolean;
}
export type CheckoutPanel = keyof CheckoutFlowVisibility;

/** Spec 3 Order checkout state. */
export interface OrderCheckoutState {
  billingAddressId: number | null;
  shippingAddressId: number | null;
  paymentMethodId: number | null;
  shipToSameBillingAddress: boolean;
  /**
   * The cart's shipping method; null until one is chosen (spec 3 said 1: the default method is
   * now the shop's data, which the shipping panel chooses for the shopper, decision 63).
   */
  shippingMethodId: number | null;
  /** What the chosen shipping method costs (fils). */
  shippingFees: number;
  /** The highest step the shopper may move to. */
  availableCartStepper: CheckoutStep;
  activeStep: CheckoutStep;
  enforceCheckoutTerms: boolean;
  /** False until accepted when the theme enforces checkout terms; null when it does not. */
  acceptCheckoutTerms: boolean | null;
  /** Field → message key; any error blocks every move between steps. */
  errors: Readonly<Record<string, string>>;
}

export interface CheckoutState extends OrderCheckoutState {
  visibility: CheckoutFlowVisibility;
  /** True until a cart with lines is loaded: an empty cart allows only step 0. */
  cartEmpty: boolean;
}

/** What the stepper reads from GET users/{userId}/cart (spec 3 Cart). */
export interface CheckoutCartSnapshot {
  items: readonly unknown[];
  shippingAddressId: number | null;
  billingAddressId?: number | null;
  shippingMethodId: number | null;
  paymentMethodId: number | null;
  shippingAmount: number;
}

export type CheckoutAction =
  | {
      type: 'cartLoaded';
      cart: CheckoutCartSnapshot;
      options: { enforceCheckoutTerms: boolean };
    }
  | { type: 'billingAddressChosen'; addressId: number }
  | { type: 'shippingAddressChosen'; addressId: number }
  | { type: 'shipToSameToggled'; value?: boolean }
  | { type: 'shippingMethodChosen'; shippingMethodId: number; fees: number }
  | { type: 'paymentMethodChosen'; paymentMethodId: number }
  | { type: 'stepRequested'; step: number }
  | { type: 'errorsChanged'; errors: Readonly<Record<string, string>> }
  | { type: 'termsToggled'; value?: boolean }
  | { type: 'panelToggled'; panel: CheckoutPanel; value?: boolean };

/** Action creators, so a caller never spells a type by hand. */
export const checkoutActions = {
  cartLoaded: (cart: CheckoutCartSnapshot, options: { enforceCheckoutTerms: boolean }) =>
    ({ type: 'cartLoaded', cart, options }) as const,
  billingAddressChosen: (addressId: number) =>
    ({ type: 'billingAddressChosen', addressId }) as const,
  shippingAddressChosen: (addressId: number) =>
    ({ type: 'shippingAddressChosen', addressId }) as const,
  /** Flips ship-to-same, or sets it to `value`. */
  shipToSameToggled: (value?: boolean) => ({ type: 'shipToSameToggled', value }) as const,
  shippingMethodChosen: (shippingMethodId: number, fees: number) =>
    ({ type: 'shippingMethodChosen', shippingMethodId, fees }) as const,
  paymentMethodChosen: (paymentMethodId: number) =>
    ({ type: 'paymentMethodChosen', paymentMethodId }) as const,
  stepRequested: (step: number) => ({ type: 'stepRequested', step }) as const,
  errorsChanged: (errors: Readonly<Record<string, string>>) =>
    ({ type: 'errorsChanged', errors }) as const,
  /** Flips acceptance, or sets it to `value`; only when the terms are enforced. */
  termsToggled: (value?: boolean) => ({ type: 'termsToggled', value }) as const,
  /** Flips a panel, or sets it to `value`. */
  panelToggled: (panel: CheckoutPanel, value?: boolean) =>
    ({ type: 'panelToggled', panel, value }) as const,
} satisfies Record<CheckoutAction['type'], (...args: never[]) => CheckoutAction>;

const NO_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

/** The state before the cart is loaded: step 0, nothing chosen, every panel hidden (spec 2). */
export function createCheckoutState(
  options: { enforceCheckoutTerms?: boolean } = {},
): CheckoutState {
  const enforceCheckoutTerms = options.enforceCheckoutTerms === true;
  return {
    billingAddressId: null,
    shippingAddressId: null,
    paymentMethodId: null,
    shipToSameBillingAddress: true,
    shippingMethodId: null,
    shippingFees: 0,
    availableCartStepper: 0,
    activeStep: 0,
    enforceCheckoutTerms,
    acceptCheckoutTerms: enforceCheckoutTerms ? false : null,
    errors: NO_ERRORS,
    visibility: {
      showAddressForm: false,
      showShipping: false,
      showPayment: false,
      showCheckoutCard: false,
    },
    cartEmpty: true,
  };
}

const isStep = (step: number): step is CheckoutStep =>
  Number.isInteger(step) && step >= 0 && step <= 4;

const atLeast = (current: CheckoutStep, floor: CheckoutStep): CheckoutStep =>
  current >= floor ? current : floor;

export const hasCheckoutErrors = (state: Pick<OrderCheckoutState, 'errors'>) =>
  Object.keys(state.errors).length > 0;

/**
 * Spec 4: the reachable step a cart already allows. An empty cart allows only 0; with lines the
 * billing address (1) is open; both addresses open 2, a shipping method 3, a payment method 4.
 * Each needs the ones before it: a payment method on a cart without a shipping method says
 * nothing.
 */
export function deriveReachableStep(cart: CheckoutCartSnapshot): CheckoutStep {
  if (cart.items.length === 0) return 0;
  if (cart.shippingAddressId === null) return 1;
  if (cart.shippingMethodId === null) return 2;
  if (cart.paymentMethodId === null) return 3;
  return 4;
}

/** Whether a move to `step` would be allowed now (spec 4). */
export function canMoveToStep(state: CheckoutState, step: number): boolean {
  if (!isStep(step) || hasCheckoutErrors(state)) return false;
  if (state.cartEmpty) return step === 0;
  return step <= state.availableCartStepper;
}

/** Whether everything an order needs is there: every step reached, the terms accepted. */
export function canPlaceOrder(state: CheckoutState): boolean {
  return (
    !state.cartEmpty &&
    !hasCheckoutErrors(state) &&
    state.availableCartStepper === 4 &&
    state.billingAddressId !== null &&
    state.shippingAddressId !== null &&
    state.paymentMethodId !== null &&
    (!state.enforceCheckoutTerms || state.acceptCheckoutTerms === true)
  );
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'cartLoaded': {
      const { cart } = action;
      const enforce = action.options.enforceCheckoutTerms;
      const reachable = deriveReachableStep(cart);
      // A cart from before billing addresses existed bills to its shipping address.
      const billingAddressId = cart.billingAddressId ?? cart.shippingAddressId;
      return {
        ...state,
        billingAddressId,
        shippingAddressId: cart.shippingAddressId,
        paymentMethodId: cart.paymentMethodId,
        shipToSameBillingAddress:
          billingAddressId === null ||
          cart.shippingAddressId === null ||
          billingAddressId === cart.shippingAddressId,
        shippingMethodId: cart.shippingMethodId,
        shippingFees: cart.shippingAmount,
        availableCartStepper: reachable,
        activeStep: Math.min(state.activeStep, reachable) as CheckoutStep,
        enforceCheckoutTerms: enforce,
        // Acceptance given under enforced terms survives a reload of the cart; nothing else.
        acceptCheckoutTerms: enforce
          ? state.enforceCheckoutTerms && state.acceptCheckoutTerms === true
          : null,
        cartEmpty: cart.items.length === 0,
      };
    }
    case 'billingAddressChosen':
      // Spec 4: with ship-to-same on, the billing address is also the shipping address.
      return state.shipToSameBillingAddress
        ? {
            ...state,
            billingAddressId: action.addressId,
            shippingAddressId: action.addressId,
            availableCartStepper: atLeast(state.availableCartStepper, 2),
          }
        : { ...state, billingAddressId: action.addressId };
    case 'shippingAddressChosen':
      // Spec 4: choosing a shipping address turns ship-to-same off.
      return {
        ...state,
        shippingAddressId: action.addressId,
        shipToSameBillingAddress: false,
        availableCartStepper: atLeast(state.availableCartStepper, 2),
      };
    case 'shipToSameToggled': {
      const on = action.value ?? !state.shipToSameBillingAddress;
      if (on === state.shipToSameBillingAddress) return state;
      if (on && state.billingAddressId !== null) {
        return {
          ...state,
          shipToSameBillingAddress: true,
          shippingAddressId: state.billingAddressId,
          availableCartStepper: atLeast(state.availableCartStepper, 2),
        };
      }
      return { ...state, shipToSameBillingAddress: on };
    }
    case 'shippingMethodChosen':
      return {
        ...state,
        shippingMethodId: action.shippingMethodId,
        shippingFees: action.fees,
        availableCartStepper: atLeast(state.availableCartStepper, 3),
      };
    case 'paymentMethodChosen':
      // Spec 4: choosing a payment method sets the reachable step to 4.
      return { ...state, paymentMethodId: action.paymentMethodId, availableCartStepper: 4 };
    case 'stepRequested':
      if (!isStep(action.step) || !canMoveToStep(state, action.step)) return state;
      return action.step === state.activeStep ? state : { ...state, activeStep: action.step };
    case 'errorsChanged':
      return {
        ...state,
        errors: Object.keys(action.errors).length === 0 ? NO_ERRORS : { ...action.errors },
      };
    case 'termsToggled': {
      // Spec 4: acceptance toggles only when the terms are enforced; otherwise it stays null.
      if (!state.enforceCheckoutTerms) return state;
      const accepted = action.value ?? state.acceptCheckoutTerms !== true;
      return accepted === state.acceptCheckoutTerms
        ? state
        : { ...state, acceptCheckoutTerms: accepted };
    }
    case 'panelToggled': {
      const shown = action.value ?? !state.visibility[action.panel];
      if (shown === state.visibility[action.panel]) return state;
      return { ...state, visibility: { ...state.visibility, [action.panel]: shown } };
    }
    default:
      return state;
  }
}
