import type { Cart } from '@storefront/contracts/cart';
import {
  type CheckoutFlowVisibility,
  type CheckoutPanel,
  type CheckoutState,
  checkoutActions,
  checkoutReducer,
  createCheckoutState,
} from '@storefront/contracts/checkout-stepper';
import { useEffect, useReducer, useRef } from 'react';

/**
 * Which panels (spec 2) the page shows at a step: the address form from the billing address
 * on (it holds steps 1 and 2), shipping from 2 (its method is step 3), payment from 3 (its
 * method is step 4), and the checkout card, which places the order, at 4.
 */
export function panelsFor(state: Pick<CheckoutState, 'activeStep' | 'cartEmpty'>) {
  const step = state.cartEmpty ? 0 : state.activeStep;
  return {
    showAddressForm: step >= 1,
    showShipping: step >= 2,
    showPayment: step >= 3,
    showCheckoutCard: step >= 4,
  } satisfies CheckoutFlowVisibility;
}

/**
 * The checkout's state (packages/contracts checkout-stepper): derived from the cart once it and
 * the theme are known (and again when the cart empties or fills), with the panels following
 * the active step.
 */
export function useCheckoutStepper(
  cart: Cart | undefined,
  enforceCheckoutTerms: boolean | undefined,
) {
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () => createCheckoutState());
  const loadedAs = useRef<string | null>(null);

  useEffect(() => {
    if (!cart || enforceCheckoutTerms === undefined) return;
    // Spec 4: loading the cart derives the reachable step. Later answers of our own changes
    // are already in the state; only an emptied (or refilled) cart or new terms derive again.
    const signature = `${cart.items.length === 0}|${enforceCheckoutTerms}`;
    if (loadedAs.current === signature) return;
    loadedAs.current = signature;
    dispatch(checkoutActions.cartLoaded(cart, { enforceCheckoutTerms }));
  }, [cart, enforceCheckoutTerms]);

  const wanted = panelsFor(state);
  useEffect(() => {
    for (const panel of Object.keys(wanted) as CheckoutPanel[]) {
      if (state.visibility[panel] !== wanted[panel]) {
        dispatch(checkoutActions.panelToggled(panel, wanted[panel]));
      }
    }
  });

  return { state, dispatch };
}
