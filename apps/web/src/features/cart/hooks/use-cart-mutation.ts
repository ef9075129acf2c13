import { isApiError } from '@storefront/client/api-error';
import type { Cart } from '@storefront/contracts/cart';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useSession } from '../../sessions/index.ts';
import { cartQueryOptions } from '../api/get-cart.ts';

/**
 * Optimistic cart changes that stay right when they overlap.
 *
 * Every change shows its expected cart at once (the header count included), then the server's
 * answer (always the whole cart) replaces it. All cart mutations share the scope 'cart', so
 * TanStack sends them one after another, in the order they were made, while each one's
 * expected change is shown as soon as it is made. A plain snapshot per mutation would undo a
 * later change when an earlier one fails, so the shown cart is rebuilt instead: the last cart
 * the server confirmed, with the expected change of every mutation still waiting laid on top.
 * When one fails, only its own layer goes.
 */

type Layer = { apply: (cart: Cart) => Cart };

interface CartSync {
  /** The last cart the server answered (or the cached cart when the first change began). */
  confirmed: Cart | undefined;
  /** Expected changes not yet answered, in the order they were made. */
  layers: Set<Layer>;
}

/** Per query client (one in the app, one per test) and per cart (query key). */
const syncs = new WeakMap<QueryClient, Map<string, CartSync>>();

function syncOf(client: QueryClient, queryKey: QueryKey): CartSync {
  let byKey = syncs.get(client);
  if (!byKey) {
    byKey = new Map();
    syncs.set(client, byKey);
  }
  const key = JSON.stringify(queryKey);
  let sync = byKey.get(key);
  if (!sync) {
    sync = { confirmed: undefined, layers: new Set() };
    byKey.set(key, sync);
  }
  return sync;
}

function show(client: QueryClient, queryKey: QueryKey, sync: CartSync): void {
  if (!sync.confirmed) return;
  let cart = sync.confirmed;
  for (const layer of sync.layers) cart = layer.apply(cart);
  client.setQueryData(queryKey, cart);
}

/** The message for a refused change: the server's own (already in the shopper's language). */
export function cartErrorMessage(error: unknown, t: (key: TranslationKey) => string): string {
  if (!isApiError(error) || error.code === 'invalid_response' || error.status >= 500) {
    return t('cart.updateFailed');
  }
  if (error.code === 'network_error') return t('app.offline');
  // A validation failure names the field; its message is the one that says what to do.
  const [fieldMessage] = Object.values(error.fields);
  return error.status === 400 && fieldMessage ? fieldMessage : error.message;
}

export interface CartMutationOptions<Variables> {
  mutationFn: (variables: Variables) => Promise<Cart>;
  /** The cart expected once the server agrees, shown until it answers. */
  optimistic?: (cart: Cart, variables: Variables) => Cart;
  /** Announce a refusal with a toast (default). The promo code form shows it on its field. */
  toastOnError?: boolean;
  /** After the server agreed (e.g. to offer an undo). */
  onDone?: (variables: Variables) => void;
}

/** The machinery every cart change shares (one endpoint per file in ../api calls it). */
export function useCartMutation<Variables>({
  mutationFn,
  optimistic,
  toastOnError = true,
  onDone,
}: CartMutationOptions<Variables>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { userId } = useSession();
  const { queryKey } = cartQueryOptions(userId);

  return useMutation<Cart, Error, Variables, { layer: Layer | null }>({
    mutationKey: ['cart'],
    scope: { id: 'cart' },
    mutationFn,
    onMutate: async (variables) => {
      // A cart read in flight would land on top of the expected cart: stop it.
      await queryClient.cancelQueries({ queryKey });
      const sync = syncOf(queryClient, queryKey);
      if (sync.layers.size === 0) sync.confirmed = queryClient.getQueryData<Cart>(queryKey);
      const layer = optimistic ? { apply: (cart: Cart) => optimistic(cart, variables) } : null;
      if (layer) sync.layers.add(layer);
      show(queryClient, queryKey, sync);
      return { layer };
    },
    onSuccess: (cart, variables, context) => {
      const sync = syncOf(queryClient, queryKey);
      if (context?.layer) sync.layers.delete(context.layer);
      sync.confirmed = cart;
      show(queryClient, queryKey, sync);
      onDone?.(variables);
    },
    onError: (error, _variables, context) => {
      const sync = syncOf(queryClient, queryKey);
      if (context?.layer) sync.layers.delete(context.layer);
      show(queryClient, queryKey, sync);
      // The refusal may mean the cart moved elsewhere (another tab, stock): read it again.
      if (sync.layers.size === 0) void queryClient.invalidateQueries({ queryKey });
      if (toastOnError) void showToast('error', cartErrorMessage(error, t));
    },
  });
}
