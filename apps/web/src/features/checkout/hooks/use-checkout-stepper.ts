import type { Cart } from '@storefront/contracts/cart';
import {
  type CheckoutPanel,
  checkoutActions,
  createCheckoutState,
} from '@storefront/contracts/checkout-stepper';
import {
  checkoutFlowActions,
  checkoutFlowReducer,
  panelsFor,
} from '@storefront/contracts/checkout-stepper-flow';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { stockErrors } from '../stock-errors.ts';

type Errors = Record<string, string>;

/** What of the cart the stepper follows: its lines being there, and its saved choices. */
const choicesOf = (cart: Cart, enforceCheckoutTerms: boolean) =>
  [
    cart.items.length === 0,
    enforceCheckoutTerms,
    cart.billingAddressId,
    cart.shippingAddressId,
    cart.shippingMethodId,
    cart.paymentMethodId,
    cart.shippingAmount,
  ].join('|');

const sameErrors = (a: Errors, b: Errors) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The checkout's state (contracts checkout-stepper-flow over spec 4's checkout-stepper): derived
 * from the cart once it and the theme are known, and again whenever the cart answers with other
 * saved choices (the server may have dropped a shipping method, or another tab chosen); lines
 * short of stock are errors, so no move and no order while there are any (decision 33); the
 * panels follow the active step.
 */
export function useCheckoutStepper(
  cart: Cart | undefined,
  enforceCheckoutTerms: boolean | undefined,
) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(checkoutFlowReducer, undefined, () => createCheckoutState());
  const syncedAs = useRef<string | null>(null);
  /** The errors of a refused save (a panel's), and of the lines short of stock. */
  const panelErrors = useRef<Errors>({});
  const lineErrors = useRef<Errors>({});

  const showErrors = useCallback(() => {
    dispatch(checkoutActions.errorsChanged({ ...panelErrors.current, ...lineErrors.current }));
  }, []);

  useEffect(() => {
    if (!cart || enforceCheckoutTerms === undefined) return;
    // The errors first: a cart with a short line opens at its review, not further.
    const short = stockErrors(cart.items, t);
    if (!sameErrors(short, lineErrors.current)) {
      lineErrors.current = short;
      showErrors();
    }
    const choices = choicesOf(cart, enforceCheckoutTerms);
    if (syncedAs.current === choices) return;
    syncedAs.current = choices;
    dispatch(checkoutFlowActions.cartSynced(cart, { enforceCheckoutTerms }));
  }, [cart, enforceCheckoutTerms, t, showErrors]);

  const wanted = panelsFor(state);
  useEffect(() => {
    for (const panel of Object.keys(wanted) as CheckoutPanel[]) {
      if (state.visibility[panel] !== wanted[panel]) {
        dispatch(checkoutActions.panelToggled(panel, wanted[panel]));
      }
    }
  });

  /** A panel's errors (replacing its earlier ones); an empty map once its save succeeds. */
  const setPanelErrors = useCallback(
    (errors: Errors) => {
      if (sameErrors(errors, panelErrors.current)) return;
      panelErrors.current = errors;
      showErrors();
    },
    [showErrors],
  );

  return { state, dispatch, synced: syncedAs.current !== null, setPanelErrors };
}
