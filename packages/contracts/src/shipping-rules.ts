/**
 * Shipping rules both sides need at run time, in a module without zod (decision 31): the
 * checkout stepper preselects the default method without bringing the schemas along.
 */

/** Spec 9 default shipping method: standard, id 1. */
export const DEFAULT_SHIPPING_METHOD_ID = 1;
